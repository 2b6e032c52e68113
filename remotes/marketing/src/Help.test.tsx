import { HELP_FAQ } from '@finx/contracts/help';
import { sessionQuery } from '@finx/contracts/session';
import { Link, Route, Routes } from '@finx/router';
import { MemoryRouter } from '@finx/router/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Help from './Help';

/** /help at `url` for a visitor, with a link elsewhere on the page to another entry (as Guardian's sources are). */
function renderHelp(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQuery.queryKey, null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Link to="/help#faq-cancel">cancel entry</Link>
        <Routes>
          <Route path="/help" element={<Help />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const entry = (id: string) => document.getElementById(id) as HTMLDetailsElement;

describe('Help Center FAQ', () => {
  it('renders every entry of HELP_FAQ, closed, under its id', () => {
    renderHelp('/help');
    for (const f of HELP_FAQ) {
      expect(entry(f.id).tagName).toBe('DETAILS');
      expect(entry(f.id).open).toBe(false);
      expect(entry(f.id).querySelector('summary')?.textContent).toBe(f.q);
    }
  });

  it('opens the entry the hash names, on arrival and when the hash changes', async () => {
    renderHelp('/help#faq-guardian');
    expect(entry('faq-guardian').open).toBe(true);
    expect(entry('faq-cancel').open).toBe(false);
    await userEvent.setup().click(screen.getByRole('link', { name: 'cancel entry' }));
    expect(entry('faq-cancel').open).toBe(true);
  });

  it('ids are unique and anchor-safe', () => {
    const ids = HELP_FAQ.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^faq-[a-z0-9-]+$/);
  });
});
