import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteKey } from '../app/routes';
import { ContentSkeleton } from './ContentSkeleton';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';

type Props = { remote: RemoteKey; module: string };

/**
 * Renders one exposed route module of a remote: a content-shaped skeleton while it loads (none when it
 * is already loaded),
 * the contained error with Retry if it fails. Retry really re-attempts: the loader forgets
 * the failure (manifest re-read if it failed, remote entry re-fetched) and a fresh lazy
 * component is created.
 */
export function RemoteRoute({ remote, module }: Props) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo<ComponentType>(
    // A module loaded before (start-up of a pre-rendered page, a revisit) renders at once: no skeleton in between.
    () => loader.peek(remote, module)?.default ?? lazy(() => loader.load(remote, module)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` forces a new lazy component
    [loader, remote, module, attempt],
  );
  const retry = useCallback(() => {
    loader.reset(remote);
    setAttempt((n) => n + 1);
  }, [loader, remote]);

  return (
    <RemoteErrorBoundary key={`${remote}${module}#${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<ContentSkeleton />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
