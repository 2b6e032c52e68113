import { BUREAU_LABELS, FRAUD_ALERT_PAGES, FRAUD_ALERT_TEXT, type ProtectionLink, SECURITY_FREEZE_PAGES, SECURITY_FREEZE_TEXT } from '@finx/contracts';
import { Card } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { tightStack } from '../ui';
import { inlineLink, twoColumns } from './ui';

const heading = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });
const text = css({ fontSize: 'sm', m: '0', lineHeight: 'normal' });
const links = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'sm' });

function Protection({ title, about, pages, what }: { title: string; about: string; pages: readonly ProtectionLink[]; what: string }) {
  return (
    <section className={tightStack} aria-label={title}>
      <h3 className={heading}>{title}</h3>
      <p className={text}>{about}</p>
      <ul className={links}>
        {pages.map((p) => (
          <li key={p.bureau}>
            <a href={p.url} target="_blank" rel="noopener noreferrer" className={inlineLink}>
              {what} at {BUREAU_LABELS[p.bureau]} (opens in a new tab)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last step (`step` when numbered): the fraud alert and the security freezes, on the bureaus' own pages (FinX places neither). */
export function ProtectYourFile({ step }: { step?: number }) {
  return (
    <Card title={`${step ? `${step}. ` : ''}Protect your file`} description="On the bureaus’ own sites: FinX cannot place these for you.">
      <div className={twoColumns}>
        <Protection title="Fraud alert" about={FRAUD_ALERT_TEXT} pages={FRAUD_ALERT_PAGES} what="Fraud alert" />
        <Protection title="Security freeze" about={SECURITY_FREEZE_TEXT} pages={SECURITY_FREEZE_PAGES} what="Freeze" />
      </div>
    </Card>
  );
}
