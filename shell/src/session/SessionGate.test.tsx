import { requestJson } from '@finx/contracts/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, stubFetch, USER } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;

describe('session guard', () => {
  it('shows a skeleton while GET /api/auth/me loads, then the screen of a signed-in user', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { loader } = renderAt('/progress', { session: 'ask' });
    expect(await screen.findByTestId('screen-skeleton')).toHaveAttribute('aria-busy', 'true');
    // (the session query may start its request a moment after the skeleton's first paint)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.objectContaining({ method: 'GET', credentials: 'include' })));
    expect(loader.load).not.toHaveBeenCalled();
    answer(json(200, { user: USER }));
    expect(await screen.findByRole('heading', { level: 1, name: 'credit-dashboard ./Progress' })).toBeInTheDocument();
    expect(location()).toBe('/progress');
  });

  it.each([
    ['/progress', '/auth?next=%2Fprogress'],
    ['/disputes?tab=history&x=1', '/auth?next=%2Fdisputes%3Ftab%3Dhistory%26x%3D1'],
    ['/onboarding', '/auth?next=%2Fonboarding'],
  ])('sends a visitor without a session from %s to %s', async (path, target) => {
    stubFetch(() => json(200, { user: null }));
    const { loader } = renderAt(path, { session: 'ask' });
    expect(await screen.findByRole('heading', { level: 1, name: 'account ./Auth' })).toBeInTheDocument();
    expect(location()).toBe(target);
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/auth', '/dashboard'],
    ['/auth?next=%2Fcoaching', '/coaching'],
    ['/auth?next=//evil.example', '/dashboard'],
  ])('sends a signed-in user from %s on to %s', async (path, target) => {
    renderAt(path, { session: USER });
    await waitFor(() => expect(location()).toBe(target));
    expect(screen.queryByRole('heading', { level: 1, name: 'account ./Auth' })).toBeNull();
  });

  it('shows /auth to a visitor', async () => {
    renderAt('/auth?next=%2Fprogress', { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'account ./Auth' })).toBeInTheDocument();
    expect(location()).toBe('/auth?next=%2Fprogress');
  });

  it('keeps the public pages open without asking for the session', async () => {
    const fetchMock = stubFetch(() => json(200, { user: null }));
    renderAt('/about', { session: 'ask' });
    expect(await screen.findByRole('heading', { level: 1, name: 'marketing ./About' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failed session check with Retry on a protected screen', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    stubFetch(() => (fail ? json(500, { error: 'Database unavailable' }) : json(200, { user: USER })));
    renderAt('/dashboard', { session: 'ask' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('500: {"error":"Database unavailable"}');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'credit-dashboard ./Dashboard' })).toBeInTheDocument();
  });

  it('lets a visitor reach /auth when the session check fails', async () => {
    stubFetch(() => json(500, { error: 'Database unavailable' }));
    renderAt('/auth', { session: 'ask' });
    expect(await screen.findByRole('heading', { level: 1, name: 'account ./Auth' })).toBeInTheDocument();
  });
});

describe('a session that ends', () => {
  it('sends the user to sign in when a call answers 401', async () => {
    const { queryClient } = renderAt('/coaching');
    expect(await screen.findByRole('heading', { level: 1, name: 'credit-dashboard ./Coaching' })).toBeInTheDocument();
    stubFetch(() => json(401, { error: 'Not signed in' }));
    await queryClient.fetchQuery({ queryKey: ['coaching-progress', 7], queryFn: () => requestJson('/api/coaching-progress/7') }).catch(() => {});
    await waitFor(() => expect(location()).toBe('/auth?next=%2Fcoaching'));
  });

  it('keeps the session on other failures', async () => {
    const { queryClient } = renderAt('/coaching');
    await screen.findByRole('heading', { level: 1, name: 'credit-dashboard ./Coaching' });
    stubFetch(() => json(403, { error: 'Forbidden' }));
    await queryClient.fetchQuery({ queryKey: ['coaching-progress', 1], queryFn: () => requestJson('/api/coaching-progress/1') }).catch(() => {});
    expect(queryClient.getQueryData(['session'])).toEqual(USER);
    expect(location()).toBe('/coaching');
  });

  it.each([
    ["still signed in: the wrong password is the change's own answer, the screen stays", { user: USER }, '/coaching'],
    ['the session has ended too: off to sign in', { user: null }, '/auth?next=%2Fcoaching'],
  ])('a 401 from a change that re-checks the password asks for the session again — %s', async (_, me, target) => {
    const { queryClient } = renderAt('/coaching');
    await screen.findByRole('heading', { level: 1, name: 'credit-dashboard ./Coaching' });
    const fetchMock = stubFetch((path) => (path === '/api/auth/me' ? json(200, me) : json(401, { error: 'Your current password is not correct' })));
    const change = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => requestJson('/api/account/password', { method: 'POST', body: {} }), meta: { reauth: true } });
    await change.execute(undefined).catch(() => {});
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    await waitFor(() => expect(location()).toBe(target));
  });
});
