/** Helpers for a remote's screen tests: a screen rendered like the shell renders it, and a stubbed `fetch`. */
import type { Dispute } from '@finx/contracts';
import type { SessionUser } from '@finx/contracts/session';
import { sessionQuery } from '@finx/contracts/session';
import { Route, Routes, useLocation } from '@finx/router';
import { MemoryRouter } from '@finx/router/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';

export const USER: SessionUser = {
  id: 42,
  username: 'jdoe',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  createdAt: '2026-01-02T03:04:05.000Z',
};

/** A dispute of USER's as GET /api/disputes/{userId} answers it: pending, round 1, nothing mailed; `extra` sets the rest. */
export const disputeFixture = (id: number, extra: Partial<Dispute> = {}): Dispute => ({
  id,
  userId: USER.id,
  type: 'validation',
  creditor: `Creditor ${id}`,
  accountNumber: '****1234',
  amount: null,
  bureau: 'experian',
  description: '',
  disputeReason: 'not_mine',
  status: 'pending',
  expectedResponseDate: null,
  submittedDate: '2026-03-01T00:00:00.000Z',
  round: 1,
  result: null,
  responseDate: null,
  overdueAt: null,
  deadlineExtended: false,
  mailing: null,
  ...extra,
});

/** Where the screen navigated to (any other route renders this). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

/**
 * The screen at `url` (its route is the url's path), in a QueryClient configured like the shell's.
 * `session` is put in the session query when given (`null`: signed out); left out, the session is not known yet.
 */
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

/** Answers a fetch of `path`; may return a promise to hold the answer back. */
export type Respond = (path: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces `fetch` (a `respond` that throws rejects the fetch). Undo with `vi.unstubAllGlobals()`. */
export function stubFetch(respond: Respond) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve().then(() => respond(String(input), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch answer that waits until the test releases it. */
export function heldAnswer() {
  let release!: (r: Response) => void;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

/** Calls made with `method` to `path`. */
export const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);

/** The JSON body of one fetch call. */
export const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

/** The JSON body of the n-th fetch call. */
export const sentBody = (fetchMock: ReturnType<typeof stubFetch>, n = 0): unknown => bodyOf(fetchMock.mock.calls[n]!);

/**
 * Picks an option of a design-system Select with the keyboard, on the page or in a dialog: opens the select's own
 * list (keys go to it once it has the focus, a frame after opening, and a dialog's own focus move can swallow the
 * first press, so press again until it has it), moves the highlight down one option at a time until it is on the
 * option, and takes it with Enter.
 */
export async function chooseOption(scope: HTMLElement, label: string, option: string) {
  const trigger = within(scope).getByRole('combobox', { name: label });
  const listbox = document.getElementById(trigger.getAttribute('aria-controls')!)!;
  await waitFor(async () => {
    if (listbox.hidden) {
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
    }
    expect(document.activeElement).toBe(listbox);
  });
  const options = within(listbox).getAllByRole('option', { hidden: true });
  const wanted = options.find((o) => o.textContent!.startsWith(option));
  expect(wanted, `option ${option}`).toBeTruthy();
  const highlighted = () => options.find((o) => o.hasAttribute('data-highlighted'));
  for (let i = 0; i <= options.length && highlighted() !== wanted; i++) {
    const before = highlighted();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).not.toBe(before));
  }
  expect(highlighted()).toBe(wanted);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger.textContent).toContain(option));
  // The select gives the focus back to its trigger once closed: wait for that, or it can land after the next
  // select has opened and take that one's key presses (an ArrowDown then changed nothing).
  await waitFor(() => expect(document.activeElement).toBe(trigger));
}
