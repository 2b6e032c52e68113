import { COMPANY } from '@finx/contracts/company';
import { buttonStyle, Card } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { muted, row, tightStack } from './ui';

/** Contact & Support (spec part 2 §2): address, e-mail, hours, response time and resources. */
export function SupportTab() {
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}>
      <Card title="Contact & Support">
        <address className={tightStack} style={{ fontStyle: 'normal' }}>
          <span>{COMPANY.legalName}</span>
          <span>{COMPANY.street}</span>
          <span>{COMPANY.city}</span>
          <a href={`mailto:${COMPANY.email}`} className={css({ color: 'accent.hover' })}>
            {COMPANY.email}
          </a>
        </address>
        <p className={muted}>
          {COMPANY.hours}. {COMPANY.responseTime}
        </p>
      </Card>
      <Card title="Resources" description="Billing questions, your contract and your rights.">
        <div className={row}>
          <Link to="/help" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
            Help Center
          </Link>
          <Link to="/contact" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
            Contact form
          </Link>
          <Link to="/terms#fees-and-billing" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
            Fees and billing terms
          </Link>
          <Link to="/terms#croa-rights" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
            Your CROA rights
          </Link>
        </div>
      </Card>
    </div>
  );
}
