import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteKey } from '../app/routes';
import { fakeLoader, renderAt } from '../test-utils';

/** A legal page as the marketing remote renders it: its heading and the disclosure sections. */
const legalScreen = (remote: RemoteKey, module: string) => ({
  default: () => (
    <>
      <h1>{`${remote} ${module}`}</h1>
      <h2 id="fcra-rights">Your rights under the Fair Credit Reporting Act</h2>
      <h2 id="croa-rights">Your rights under the Credit Repair Organizations Act</h2>
    </>
  ),
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('footer disclosures', () => {
  it.each([
    ['FCRA disclosures', '/privacy#fcra-rights', 'fcra-rights'],
    ['CROA disclosures', '/terms#croa-rights', 'croa-rights'],
  ])('%s opens its section of the legal page, not the top', async (label, href, id) => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrolledTo: string[] = [];
    // jsdom has no scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    renderAt('/dashboard', { loader: fakeLoader({ load: vi.fn(async (remote: RemoteKey, module: string) => legalScreen(remote, module)) }) });
    const link = within(await screen.findByRole('contentinfo')).getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(href);

    await userEvent.click(link);
    // the section is rendered by a remote that loads after the route changed
    await screen.findByRole('heading', { level: 1, name: `marketing ./${href.startsWith('/privacy') ? 'Privacy' : 'Terms'}` });
    expect(scrolledTo).toEqual([id]);
  });

  it('makes no untrue certification claim', async () => {
    renderAt('/dashboard');
    expect((await screen.findByRole('contentinfo')).textContent).not.toMatch(/certified/i);
  });
});
