import './index.css';
import { buttonStyle, PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { PublicSitePage } from '../../common/public/PublicSitePage';

/** /thank-you (spec part 2 §2): the page after a payment, on the public site with links to sign in and home. */
export default function ThankYou() {
  return (
    <PublicSitePage remote="billing" title="Thank you" description="Thank you for choosing FinX. Sign in to your account or return to the home page.">
      <section className={css({ display: 'flex', flexDirection: 'column', gap: '6', py: { base: '10', md: '16' } })}>
        <PageHeader title="Thank You!" subtitle="Your payment was processed successfully." />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Link to="/auth" className={buttonStyle({ variant: 'primary', size: 'lg' })}>
            Sign in to your account
          </Link>
          <Link to="/" className={buttonStyle({ variant: 'secondary', size: 'lg' })}>
            Back to the home page
          </Link>
        </div>
      </section>
    </PublicSitePage>
  );
}
