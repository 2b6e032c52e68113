/** Helpers for the account remote's screen tests. */
import type { SessionUser } from '@finx/contracts/session';
import { sessionQuery } from '@finx/contracts/session';
import { Route, Routes, useLocation } from '@finx/router';
import { MemoryRouter } from '@finx/router/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

export const USER: SessionUser = {
  id: 42,
  username: 'jdoe',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  createdAt: '2026-01-02T03:04:05.000Z',
};

/** Where the screen navigated to (any other route renders this). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

/** The screen at `url` (its route is the url's path), in a QueryClient configured like the shell's. */
export function renderScreen(Screen: ComponentType, url: string, session?: SessionUser | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  if (session !== undefined) queryClient.setQueryData(sessionQuery.queryKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={url.split('?')[0]} element={<Screen />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** The path the screen navigated to. */
export const navigatedTo = async () => (await screen.findByTestId('elsewhere')).textContent;

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces `fetch`; `respond` may return a promise to hold the answer back. Undo with `vi.unstubAllGlobals()`. */
export function stubFetch(respond: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(respond(String(input), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch answer that waits until the test releases it. */
export function heldAnswer() {
  let release!: (r: Response) => void;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

/** The JSON body of the n-th fetch call. */
export const sentBody = (fetchMock: ReturnType<typeof stubFetch>, n = 0) => JSON.parse(String(fetchMock.mock.calls[n]![1]!.body)) as unknown;

/** The input labelled `label` and the text of the message it is described by. */
export function fieldError(label: string) {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  return { invalid: input.getAttribute('aria-invalid') === 'true', text };
}
