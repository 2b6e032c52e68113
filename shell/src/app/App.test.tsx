import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeLoader, renderAt, USER } from '../test-utils';
import { createQueryClient } from './queryClient';
import { ROUTES, type RemoteKey } from './routes';
import { NOT_FOUND_TEXT } from '../pages/NotFound';

describe('App routes', () => {
  it.each(ROUTES.map((r) => [r.path, r.remote, r.module, r.layout] as const))('%s renders %s %s in the %s layout', async (path, remote, module, layout) => {
    // signed in, except on /auth (a signed-in user is sent on from there)
    const { loader } = renderAt(path, { session: path === '/auth' ? null : USER });
    expect(await screen.findByRole('heading', { level: 1, name: `${remote} ${module}` })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith(remote, module);
    expect(screen.getByRole('main')).toBeInTheDocument();
    if (layout === 'sidebar') {
      // the sidebar navigation is a lazy chunk loading beside the page
      expect((await screen.findAllByRole('navigation')).length).toBeGreaterThan(0);
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Dallas, TX');
    } else {
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    }
  });

  it('shows the 404 page inside the sidebar layout for any other path', async () => {
    const { loader } = renderAt('/nope');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/router/)).toBeNull();
    expect((await screen.findAllByRole('navigation')).length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('shows a visitor the 404 page in the public layout, in plain words, with a link home', async () => {
    renderAt('/nope', { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('renders the sidebar entries in the spec order with their hrefs', async () => {
    renderAt('/nope');
    const nav = (await screen.findAllByRole('navigation'))[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent?.trim(), a.getAttribute('href')])
      .filter(([label]) => label !== 'FinX');
    expect(links.slice(0, 11)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Credit File', '/credit-file'],
      ['Coaching', '/coaching'],
      ['Disputes', '/disputes'],
      ['AI Underwriting', '/ai-underwriting'],
      ['Document Center', '/document-center'],
      ['Notifications', '/notifications'],
      ['Subscription', '/subscription'],
      ['Contact', '/contact'],
      ['Progress', '/progress'],
      ['Webhooks', '/webhooks'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'credit-dashboard ./Dashboard' });
    scrollTo.mockClear();
    await userEvent.click(within((await screen.findAllByRole('navigation'))[0]!).getByRole('link', { name: 'Disputes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'disputes ./Disputes' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('has a skip link to the main content', () => {
    renderAt('/nope');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.querySelector(skip.getAttribute('href')!)).not.toBeNull();
  });
});

describe('a remote that fails to load', () => {
  it('shows the error in the content area only, and Retry really re-attempts', async () => {
    let fail = true;
    const loader = fakeLoader({
      load: vi.fn(async (remote: RemoteKey, module: string) => {
        if (fail) throw new Error(`Couldn't load ${module} from the ${remote} remote (/remotes/disputes/remoteEntry.js): Failed to fetch`);
        return { default: () => <h1>Guardian</h1> };
      }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/disputes', { loader });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "This section couldn't load" })).toBeInTheDocument();
    expect(alert).toHaveTextContent('/remotes/disputes/remoteEntry.js');
    // The rest of the site is still there.
    expect((await screen.findAllByRole('navigation')).length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guardian' })).toBeInTheDocument();
    expect(loader.reset).toHaveBeenCalledWith('disputes');
    expect(loader.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('contains a screen that throws while rendering', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = fakeLoader({
      load: vi.fn(async () => ({
        default: () => {
          throw new Error('boom in the remote');
        },
      })),
    });
    renderAt('/webhooks', { loader });
    expect(await screen.findByRole('alert')).toHaveTextContent('boom in the remote');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('query defaults', () => {
  it('never refetches, never goes stale and never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
