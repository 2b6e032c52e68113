/** Helpers for the shell's component tests. */
import { sessionQuery, type SessionUser } from '@finx/contracts/session';
import { useLocation } from '@finx/router';
import { MemoryRouter } from '@finx/router/testing';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import type { RemoteKey } from './app/routes';
import { startPage } from './app/startPage';
import type { RemoteLoader } from './federation/remoteLoader';

export const USER: SessionUser = {
  id: 7,
  username: 'jdoe',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  createdAt: '2026-01-02T03:04:05.000Z',
};

/** A fake remote screen: one h1 naming the remote and module it came from. */
export function fakeLoader(overrides: Partial<RemoteLoader> = {}): RemoteLoader {
  return {
    load: vi.fn(async (remote: RemoteKey, module: string) => ({ default: () => <h1>{`${remote} ${module}`}</h1> })),
    peek: vi.fn(() => null),
    reset: vi.fn(),
    warm: vi.fn(),
    ...overrides,
  };
}

/** The router's current path and query, for assertions on redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

export type RenderOptions = {
  loader?: RemoteLoader;
  /** The signed-in user already in the session query (null: nobody); 'ask' leaves it to GET /api/auth/me. */
  session?: SessionUser | null | 'ask';
};

/** The whole shell at `path`, as main.tsx puts it together (with a fake remote loader). */
export function renderAt(path: string, { loader = fakeLoader(), session = USER }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  if (session !== 'ask') queryClient.setQueryData(sessionQuery.queryKey, session);
  mount(path, loader, queryClient);
  return { loader, queryClient };
}

/** Like {@link renderAt}, after what main.tsx starts and waits for before the first render (app/startPage.ts). */
export async function startAt(path: string, { loader = fakeLoader(), session = USER }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  if (session !== 'ask') queryClient.setQueryData(sessionQuery.queryKey, session);
  await startPage(new URL(path, 'http://localhost').pathname, { loader, queryClient, prerendered: false });
  mount(path, loader, queryClient);
  return { loader, queryClient };
}

function mount(path: string, loader: RemoteLoader, queryClient: QueryClient) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers queryClient={queryClient} remoteLoader={loader}>
        <App />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
}

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces `fetch` for one test (vitest restores it with `vi.unstubAllGlobals()`). */
export function stubFetch(answer: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(answer(String(input), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
