import { Skeleton, VisuallyHidden } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';

/** Shaped like a screen (heading, subtitle, summary cards, a large card) while a remote loads. */
export function ContentSkeleton() {
  return (
    <div aria-busy="true" data-testid="content-skeleton" className={stack({ gap: '6' })}>
      <span role="status">
        <VisuallyHidden>Loading…</VisuallyHidden>
      </span>
      <div className={stack({ gap: '2' })}>
        <Skeleton width="40%" height="2.5rem" />
        <Skeleton width="65%" height="1rem" />
      </div>
      <div className={grid({ columns: { base: 1, md: 2, lg: 4 }, gap: '4' })}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="7rem" radius="card" />
        ))}
      </div>
      <div className={css({ display: 'grid', gap: '3' })}>
        <Skeleton height="14rem" radius="card" />
      </div>
    </div>
  );
}
