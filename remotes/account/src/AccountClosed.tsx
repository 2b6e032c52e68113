import './index.css';
import { PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { link, note, stack } from './account/ui';
import { PublicPage } from './PublicPage';

/** /account/closed (issue 28): the goodbye after "Close my account" (signed out by then). */
export default function AccountClosed() {
  return (
    <PublicPage documentTitle="Account closed">
      <PageHeader title="Your account is closed" subtitle="Thank you for trusting FinX with your credit." className={css({ mb: '0' })} />
      <div className={stack}>
        <p className={note}>
          You are signed out everywhere. Your personal data, documents, letters and Guardian conversations are being deleted now, and an e-mail confirms when it
          is done. What the law makes us keep, and for how long, is in our{' '}
          <Link to="/privacy" className={link}>
            Privacy Policy
          </Link>
          .
        </p>
        <p className={note}>
          <Link to="/" className={link}>
            Back to the FinX home page
          </Link>
        </p>
      </div>
    </PublicPage>
  );
}
