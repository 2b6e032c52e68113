import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteKey } from '../app/routes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';

/** `props`: what the module's component is given (a route's screen takes none; the Guardian panel its onClose). */
type Props = { remote: RemoteKey; module: string; fallback: ReactNode; props?: Record<string, unknown> };

/**
 * Renders one exposed route module of a remote: `fallback` (the route's skeleton) while it loads (nothing
 * in between when it is already loaded), the contained error with Retry if it fails. Retry really
 * re-attempts: the loader forgets the failure (manifest re-read if it failed, remote entry re-fetched).
 */
export function RemoteRoute({ remote, module, fallback, props }: Props) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    loader.reset(remote);
    setAttempt((n) => n + 1);
  }, [loader, remote]);

  return (
    <RemoteErrorBoundary key={`${remote}${module}#${attempt}`} remote={remote} onRetry={retry}>
      <RemoteScreen remote={remote} module={module} fallback={fallback} props={props} />
    </RemoteErrorBoundary>
  );
}

/**
 * The screen as soon as its module is there. Not React.lazy + Suspense: React holds a suspended boundary's
 * content back until 300 ms after its fallback appeared, which was most of a reload's wait for the heading.
 */
function RemoteScreen({ remote, module, fallback, props }: Props) {
  const loader = useRemoteLoader();
  const [loaded, setLoaded] = useState<ComponentType | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const Screen = (loader.peek(remote, module)?.default ?? loaded) as ComponentType<Record<string, unknown>> | null;

  useEffect(() => {
    if (Screen) return;
    let current = true;
    loader.load(remote, module).then(
      (mod) => current && setLoaded(() => mod.default),
      (error: Error) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [loader, remote, module, Screen]);

  if (failure) throw failure; // shown by the RemoteErrorBoundary around it, with Retry
  return Screen ? <Screen {...props} /> : fallback;
}
