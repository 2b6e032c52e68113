import { sessionQuery } from '@finx/contracts/session';
import { toaster } from '@finx/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../session/flash';
import { json, renderAt, stubFetch } from '../test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toaster.dismiss();
  sessionStorage.clear();
});

const logoutButton = async () => (await screen.findAllByRole('button', { name: /^Log(out|ging out\.\.\.)$/ }))[0]!;

describe('the notifications bell', () => {
  it('shows the unread count beside the bottom Notifications entry, and none at 0', async () => {
    let unread = 3;
    stubFetch((path) => (String(path) === '/api/notifications/unread-count' ? json(200, { unread }) : json(200, {})));
    const { queryClient } = renderAt('/dashboard');
    const bottom = () => screen.getAllByRole('link', { name: /^Notifications/ }).at(-1)!;
    await waitFor(() => expect(bottom().textContent).toBe('Notifications3 unread'));
    expect(bottom()).toHaveAccessibleName(/^Notifications\s*3\s*unread$/);
    expect(bottom().querySelector('svg')).not.toBeNull();
    unread = 0;
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    await waitFor(() => expect(bottom().textContent).toBe('Notifications'));
  });
});

describe('Settings and Profile', () => {
  it.each([
    ['Settings', 'account ./Settings'],
    ['Profile', 'account ./Profile'],
  ])('the bottom entry %s opens its screen and is marked as the current page', async (label, heading) => {
    stubFetch(() => json(200, { unread: 0 }));
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'credit-dashboard ./Dashboard' });
    await userEvent.click(screen.getAllByRole('link', { name: label }).at(-1)!);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: label }).at(-1)).toHaveAttribute('aria-current', 'page');
  });
});

describe('Logout', () => {
  it("posts {} to /api/auth/logout, shows 'Logging out...', clears the cache and loads / afresh", async () => {
    const load = vi.spyOn(page, 'load').mockImplementation(() => {});
    let answer!: (r: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { queryClient } = renderAt('/dashboard');
    queryClient.setQueryData(['credit-profile', 7], { currentScore: 650 });

    await userEvent.click(await logoutButton());
    const [path, init = {}] = fetchMock.mock.calls.find(([p]) => String(p) === '/api/auth/logout')!; // the bell asks for its count too
    expect(path).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'include' });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(await logoutButton()).toHaveTextContent('Logging out...');
    expect(load).not.toHaveBeenCalled();

    answer(json(200, { ok: true }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/'));
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['credit-profile', 7])).toBeUndefined();
    // until the new page replaces this one
    expect(await logoutButton()).toHaveTextContent('Logging out...');
    expect(toaster.get()).toBeNull();
  });

  it('shows the carried-over toast once on the page that loads next', async () => {
    vi.spyOn(page, 'load').mockImplementation(() => {});
    stubFetch(() => json(200, { ok: true }));
    renderAt('/dashboard');
    await userEvent.click(await logoutButton());
    await waitFor(() => expect(page.load).toHaveBeenCalled());

    // the new page (a fresh shell at /)
    cleanup();
    renderAt('/', { session: 'ask' });
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Logged Out', description: 'You have been successfully logged out.', tone: 'success' }));
    expect(document.querySelector('[data-finx-toast-announcer]')).toHaveTextContent('Logged Out You have been successfully logged out.');
    toaster.dismiss();
    cleanup();
    renderAt('/about', { session: 'ask' });
    await screen.findAllByRole('heading', { level: 1 });
    expect(toaster.get()).toBeNull();
  });

  it.each([
    [json(500, { error: 'Session store unavailable' }), 'Session store unavailable'],
    [new Response('', { status: 503 }), 'Failed to log out'],
  ])("shows 'Logout Failed' with the server's message or the fallback, and stays", async (response, message) => {
    const load = vi.spyOn(page, 'load').mockImplementation(() => {});
    stubFetch((path) => (String(path) === '/api/auth/logout' ? response : json(200, { unread: 0 })));
    const { queryClient } = renderAt('/dashboard');
    await userEvent.click(await logoutButton());
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Logout Failed', description: message, tone: 'danger' }));
    expect(await logoutButton()).toHaveTextContent(/^Logout$/);
    expect(load).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toMatchObject({ id: 7 });
  });
});

describe('Guardian', () => {
  const entry = () => screen.getAllByRole('button', { name: 'Guardian' }).at(-1)!;
  const panel = () => screen.queryByRole('complementary', { name: 'Guardian' });
  const loadsOf = (loader: ReturnType<typeof renderAt>['loader']) => vi.mocked(loader.load).mock.calls.filter(([, m]) => m === './Guardian');
  const altG = () => fireEvent.keyDown(window, { key: '©', code: 'KeyG', altKey: true });

  it('is a bottom entry that opens the panel (its module loaded only then), which stays open across screens; Escape closes it and gives the focus back', async () => {
    stubFetch(() => json(200, { unread: 0 }));
    const { loader } = renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'credit-dashboard ./Dashboard' });
    expect(entry()).toHaveAttribute('aria-expanded', 'false');
    expect(entry()).toHaveAttribute('aria-keyshortcuts', 'Alt+G');
    expect(entry()).toHaveAttribute('aria-controls', 'guardian-panel');
    expect(panel()).toBeNull();
    expect(loadsOf(loader)).toHaveLength(0);

    await userEvent.click(entry());
    expect(entry()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).not.toBeNull();
    expect(await within(panel()!).findByRole('heading', { name: 'account ./Guardian' })).toBeInTheDocument();
    expect(loadsOf(loader)).toHaveLength(1);
    expect(sessionStorage.getItem('finx.guardian.open')).toBe('1');

    await userEvent.click(screen.getAllByRole('link', { name: 'Coaching' }).at(-1)!);
    await screen.findByRole('heading', { name: 'credit-dashboard ./Coaching' });
    expect(panel()).not.toBeNull();
    expect(loadsOf(loader)).toHaveLength(1);

    entry().focus();
    await userEvent.click(entry()); // closes
    await userEvent.click(entry()); // opens again, from the entry
    panel()!.focus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(entry()).toHaveAttribute('aria-expanded', 'false');
    expect(sessionStorage.getItem('finx.guardian.open')).toBeNull();
    await waitFor(() => expect(entry()).toHaveFocus());
  }, 20_000);

  it('Alt+G opens and closes it on a sidebar screen, not on a public page; it is open again after a reload', async () => {
    stubFetch(() => json(200, { unread: 0 }));
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'credit-dashboard ./Dashboard' });
    altG();
    await waitFor(() => expect(panel()).not.toBeNull());
    cleanup();
    renderAt('/progress'); // a reload: the tab's session storage remembers the panel
    expect(await screen.findByRole('complementary', { name: 'Guardian' })).toBeInTheDocument();
    altG();
    await waitFor(() => expect(panel()).toBeNull());
    cleanup();
    renderAt('/about');
    await screen.findByRole('heading', { name: 'marketing ./About' });
    altG();
    expect(panel()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardian' })).toBeNull();
  });
});
