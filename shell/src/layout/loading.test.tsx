/** A full load of a page: what its first render already shows, and the 404 page by who is looking. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLoader, renderAt, startAt, stubFetch, USER, json } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

const never = () => new Promise<never>(() => {});

describe('the first render of a sidebar page', () => {
  it('has the sidebar and the screen-shaped skeleton with its heading before the session or the remote answers', async () => {
    stubFetch(never);
    await startAt('/dashboard', { session: 'ask', loader: fakeLoader({ load: vi.fn(never) }) });
    // no waiting: this is the first render
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Credit Dashboard' })).toBeInTheDocument();
    const skeleton = screen.getByTestId('screen-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByText('Credit Score')).toBeInTheDocument(); // the dashboard's own cards
    expect(within(skeleton).getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
  });

  it.each([
    ['/coaching', 'FinX Score Coaching', 'Next Milestone'],
    ['/progress', 'Progress Tracking', '6-Month Score Trend'],
  ])('%s: its own skeleton (%s, %s) while the remote loads', async (path, heading, card) => {
    await startAt(path, { loader: fakeLoader({ load: vi.fn(never) }) });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(within(screen.getByTestId('screen-skeleton')).getByRole('heading', { name: card })).toBeInTheDocument();
  });

  it('other screens: a skeleton with their heading', async () => {
    await startAt('/disputes', { loader: fakeLoader({ load: vi.fn(never) }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Guardian' })).toBeInTheDocument();
    expect(screen.getByTestId('screen-skeleton')).toHaveAttribute('aria-busy', 'true');
  });

  it('asks for the session and the screen at once, side by side', async () => {
    const fetchMock = stubFetch(never);
    const { loader } = await startAt('/progress', { session: 'ask', loader: fakeLoader({ load: vi.fn(never) }) });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
    expect(loader.load).toHaveBeenCalledWith('credit-dashboard', './Progress');
  });

  it('shows the screen as soon as its module is there (React.lazy held it back until 300 ms after the skeleton)', async () => {
    const loader = fakeLoader({
      load: vi.fn(
        () => new Promise<{ default: () => React.JSX.Element }>((resolve) => setTimeout(() => resolve({ default: () => <p>The disputes screen</p> }), 20)),
      ),
    });
    renderAt('/disputes', { loader });
    expect(await screen.findByText('The disputes screen', {}, { timeout: 200 })).toBeInTheDocument();
    expect(screen.queryByTestId('screen-skeleton')).toBeNull();
  });
});

describe('the 404 page', () => {
  it('shows a visitor the public layout: no app sidebar, no Logout, a way to the home page', async () => {
    stubFetch(() => json(200, { user: null }));
    await startAt('/nope', { session: 'ask' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('keeps a signed-in user in the sidebar layout, with a way back to the dashboard', async () => {
    await startAt('/nope', { session: USER });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
