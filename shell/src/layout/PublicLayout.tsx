import { css } from '@finx/design-system/css';
import { Outlet } from '@finx/router';
import type { ReactNode } from 'react';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Public screens (the route's, or `children`): no sidebar, no footer — the remote owns the whole page. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={css({ minHeight: '100dvh', outline: 'none', px: { base: '6', lg: '8' }, py: '8', maxWidth: '1200px', mx: 'auto' })}
      >
        {children ?? <Outlet />}
      </main>
    </>
  );
}
