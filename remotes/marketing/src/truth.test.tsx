import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../common/testing';
import About from './About';
import Contact from './Contact';
import Help from './Help';
import Landing from './Landing';
import Privacy from './Privacy';
import Terms from './Terms';

/**
 * Claims the public pages may not make (FTC endorsement rules, 15 U.S.C. 1679b): testimonials or
 * results presented as customers' when they are written content, and certifications that do not exist.
 */
const UNTRUE = [
  /shared with permission/i,
  /members[’'] own words/i,
  /member since/i,
  /success rate/i,
  /average point increase/i,
  /\d+\+?\s*members/i,
  /CROA certified/i,
  /licensed credit repair/i,
];

/** The page's text and meta description, for a visitor. */
function pageText(Screen: ComponentType): string {
  renderScreen(Screen, '/', null);
  const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return `${document.body.textContent} ${description}`;
}

describe('public pages make no untrue claims', () => {
  it.each([
    ['Landing', Landing],
    ['About', About],
    ['Contact', Contact],
    ['Help', Help],
    ['Privacy', Privacy],
    ['Terms', Terms],
  ] as const)('%s', (_name, Screen) => {
    const text = pageText(Screen);
    for (const claim of UNTRUE) expect(text).not.toMatch(claim);
  });

  it('labels the landing page’s example situations as illustrative, not as customers’ words', () => {
    pageText(Landing);
    expect(screen.getByText(/Illustrative examples written by FinX/)).toBeTruthy();
  });
});

describe('legal disclosures', () => {
  it('the Privacy Policy has the FCRA section and the Terms the CROA section the footers link to', () => {
    pageText(Privacy);
    expect(document.getElementById('fcra-rights')?.textContent).toMatch(/Fair Credit Reporting Act/);
    expect(screen.getByRole('link', { name: 'FCRA disclosures' }).getAttribute('href')).toBe('/privacy#fcra-rights');
    expect(screen.getByRole('link', { name: 'CROA disclosures' }).getAttribute('href')).toBe('/terms#croa-rights');
  });

  it('the Terms have the CROA section', () => {
    pageText(Terms);
    expect(document.getElementById('croa-rights')?.textContent).toMatch(/Credit Repair Organizations Act/);
  });
});
