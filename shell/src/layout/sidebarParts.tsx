/**
 * The sidebar chunk (sidebarChunk.ts: the sidebar layout with its navigation and footer, and the screens'
 * skeletons), loaded once: main.tsx starts it with the page and waits for it before the first render of a
 * sidebar page, so the sidebar and the screen's skeleton are in the first paint. Public pages such as `/`
 * never load it.
 */
import { lazy, Suspense, type ReactNode } from 'react';

type SidebarParts = typeof import('./sidebarChunk');

let parts: SidebarParts | null = null;
let loading: Promise<SidebarParts> | null = null;

export function loadSidebarParts(): Promise<SidebarParts> {
  loading ??= import('./sidebarChunk').then(
    (m) => (parts = m),
    (e: unknown) => {
      loading = null; // a failed download is tried again next time
      throw e;
    },
  );
  return loading;
}

/** The chunk's exports once it has loaded, else null. */
export const sidebarParts = (): SidebarParts | null => parts;

/** Only when a public page leads here in the app is the chunk not loaded yet (it is fetched on /auth and /onboarding). */
const LazySidebarLayout = lazy(() => loadSidebarParts().then((m) => ({ default: m.SidebarLayout })));

/** The sidebar layout (the route's screen, or `children`), at once when its chunk is there. */
export function DeferredSidebarLayout({ children }: { children?: ReactNode }) {
  const Loaded = parts?.SidebarLayout;
  if (Loaded) return <Loaded>{children}</Loaded>;
  return (
    <Suspense fallback={null}>
      <LazySidebarLayout>{children}</LazySidebarLayout>
    </Suspense>
  );
}
