import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from '@finx/router/testing';
import { describe, expect, it, vi } from 'vitest';

type Case = { expose: string; load: () => Promise<{ default: ComponentType }>; heading: string };

/**
 * Shared test for a remote's exposed route modules: every exposed module is covered,
 * renders exactly one h1 with its spec heading, sets document.title, and sees the
 * host's QueryClient (the singleton check reports "ok").
 */
export function testExposedScreens(remote: string, exposes: Record<string, string>, cases: Case[]) {
  describe(`${remote} exposed screens`, () => {
    it('has a test case for every exposed module', () => {
      expect(cases.map((c) => c.expose).sort()).toEqual(Object.keys(exposes).sort());
    });

    it("reports a screen that does not see the shell's QueryClient (a duplicate package copy)", async () => {
      const { default: Screen } = await cases[0].load();
      (globalThis as Record<string, unknown>).__FINX_SHELL__ = { queryClient: new QueryClient() };
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container } = render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Screen />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(container.querySelector('[data-singletons]')?.getAttribute('data-singletons')).toBe('mismatch');
      expect(error).toHaveBeenCalledWith(expect.stringContaining(`remote "${remote}" does not share`));
      error.mockRestore();
    });

    for (const c of cases) {
      it(`${c.expose} renders its heading and sets document.title`, async () => {
        const { default: Screen } = await c.load();
        const queryClient = new QueryClient();
        (globalThis as Record<string, unknown>).__FINX_SHELL__ = { queryClient };
        document.title = '';
        const { container } = render(
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <Screen />
            </MemoryRouter>
          </QueryClientProvider>,
        );
        const h1s = screen.getAllByRole('heading', { level: 1 });
        expect(h1s).toHaveLength(1);
        expect(h1s[0].textContent).toBe(c.heading);
        expect(document.title).toMatch(/FinX/);
        expect(container.querySelector('[data-singletons]')?.getAttribute('data-singletons')).toBe('ok');
      });
    }
  });
}
