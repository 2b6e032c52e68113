import { sessionQuery } from '@finx/contracts/session';
import { buttonStyle, PageHeader } from '@finx/design-system';
import { Link } from '@finx/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PublicLayout } from '../layout/PublicLayout';
import { DeferredSidebarLayout } from '../layout/sidebarParts';

/** What the page says under its title (issue 26: plain words instead of the spec's 'Did you forget to add the page to the router?'). */
export const NOT_FOUND_TEXT = "We couldn't find that page. The address may be mistyped, or the page may have moved.";

/**
 * Any unknown path (spec part 2): for a signed-in user inside the sidebar layout with a way back to the
 * dashboard; for a visitor in the public layout (no app navigation, no Logout) with a way to the home page.
 * Nothing shows until the session is known (it is asked at page start), so the layout never switches.
 */
export function NotFound() {
  const session = useQuery(sessionQuery);
  useEffect(() => {
    document.title = 'Page not found · FinX';
  }, []);
  if (session.isPending) return null;
  const signedIn = !!session.data;
  const Layout = signedIn ? DeferredSidebarLayout : PublicLayout;
  return (
    <Layout>
      <PageHeader title="404 Page Not Found" subtitle={NOT_FOUND_TEXT} />
      {signedIn ? (
        <Link to="/dashboard" className={buttonStyle({ variant: 'primary' })}>
          Go to your dashboard
        </Link>
      ) : (
        <Link to="/" className={buttonStyle({ variant: 'primary' })}>
          Go to the home page
        </Link>
      )}
    </Layout>
  );
}
