import './index.css';
import { Card, PageHeader, Skeleton, VisuallyHidden } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useSearchParams } from '@finx/router';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { useProfile } from './account/queries';
import { screen } from './account/ui';
import { CloseAccount } from './settings/CloseAccount';
import { NotificationsLink } from './settings/NotificationsLink';
import { PasswordSection } from './settings/PasswordSection';
import { SecurityActivity } from './settings/SecurityActivity';
import { SessionsSection } from './settings/SessionsSection';
import { TwoStepSection } from './settings/TwoStepSection';
import { YourData } from './settings/YourData';

/** Two-step sign-in needs to know whether it is on (the profile says). */
function TwoStep() {
  const profile = useProfile();
  if (profile.data) return <TwoStepSection enabled={profile.data.twoStepEnabled} />;
  return (
    <Card title="Two-step sign-in">
      {profile.isError ? (
        <QueryError what="your two-step sign-in setting" onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden>Loading…</VisuallyHidden>
          <Skeleton lines={2} />
        </div>
      )}
    </Card>
  );
}

/**
 * Settings (/settings, issue 28): password, two-step sign-in, signed-in sessions, recent security activity, the
 * notification preferences' link, "Your data" (`?export=<id>`, from the e-mail, marks that download) and closing
 * the account.
 */
export default function Settings() {
  useDocumentTitle('Settings');
  const singletons = useSingletonCheck('account');
  const [params] = useSearchParams();
  const highlight = Number(params.get('export')) || null;
  return (
    <section data-remote="account" data-singletons={singletons} className={screen}>
      <PageHeader
        title="Settings"
        subtitle="Keep your account secure, see where you are signed in, and take or delete your data."
        className={css({ mb: '0' })}
      />
      <PasswordSection />
      <TwoStep />
      <SessionsSection />
      <SecurityActivity />
      <NotificationsLink />
      <YourData highlight={highlight} />
      <CloseAccount />
    </section>
  );
}
