import './index.css';
import { PageHeader, Skeleton, VisuallyHidden } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { QueryError } from '../../common/QueryError';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { useProfile } from './account/queries';
import { screen } from './account/ui';
import { EmailSection } from './profile/EmailSection';
import { LetterDetails } from './profile/LetterDetails';
import { NameAndPhone } from './profile/NameAndPhone';

/** Profile (/profile, issue 28): name and phone, the e-mail (changed by a confirmed link) and the letter details. */
export default function Profile() {
  useDocumentTitle('Profile');
  const singletons = useSingletonCheck('account');
  const profile = useProfile();
  return (
    <section data-remote="account" data-singletons={singletons} className={screen}>
      <PageHeader title="Profile" subtitle="Your name, how to reach you, and the details printed on your dispute letters." className={css({ mb: '0' })} />
      {profile.data ? (
        <>
          <NameAndPhone profile={profile.data} />
          <EmailSection profile={profile.data} />
          <LetterDetails profile={profile.data} />
        </>
      ) : profile.isError ? (
        <QueryError what="your profile" onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />
      ) : (
        <div aria-busy="true" className={screen}>
          <VisuallyHidden>Loading your profile…</VisuallyHidden>
          <Skeleton height="14rem" radius="12px" />
          <Skeleton height="9rem" radius="12px" />
          <Skeleton height="22rem" radius="12px" />
        </div>
      )}
    </section>
  );
}
