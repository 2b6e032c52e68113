import { PageHeader, Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import type { RouteDef } from '../app/routes';
import { sidebarParts } from '../layout/sidebarParts';

/**
 * What a route shows while its session check or its remote loads: the screen's own skeleton where the
 * sidebar chunk has one, else its heading (from the route table) over a placeholder line, so the heading is
 * on screen from the first paint.
 */
export function RouteSkeleton({ route }: { route: RouteDef }) {
  const Shaped = sidebarParts()?.SCREEN_SKELETONS[route.path];
  if (Shaped) return <Shaped />;
  return (
    <div aria-busy="true" data-testid="screen-skeleton">
      <span role="status" className={css({ srOnly: true })}>
        Loading…
      </span>
      {route.heading ? (
        <PageHeader title={route.heading} subtitle={<Skeleton text="Loading this page's content, one moment please" />} />
      ) : (
        <Skeleton width="40%" height="2.5rem" />
      )}
    </div>
  );
}
