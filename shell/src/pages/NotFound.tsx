import { buttonStyle, PageHeader } from '@finx/design-system';
import { useEffect } from 'react';
import { Link } from '@finx/router';

/** Any unknown path (inside the sidebar layout, spec part 2). */
export function NotFound() {
  useEffect(() => {
    document.title = 'Page not found · FinX';
  }, []);
  return (
    <>
      <PageHeader title="404 Page Not Found" subtitle="Did you forget to add the page to the router?" />
      <Link to="/dashboard" className={buttonStyle({ variant: 'primary' })}>
        Go to your dashboard
      </Link>
    </>
  );
}
