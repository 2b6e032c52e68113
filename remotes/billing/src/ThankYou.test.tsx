import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen, stubFetch } from '../../common/testing';
import ThankYou from './ThankYou';

afterEach(() => vi.unstubAllGlobals());

describe('/thank-you', () => {
  it('is a public-site page: header, footer, and links to sign in and to the home page', () => {
    stubFetch(() => json(200, { user: null }));
    renderScreen(ThankYou, '/thank-you', null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You!');
    expect(screen.getByRole('link', { name: 'FinX home' }).closest('header')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    const main = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(main).getByRole('link', { name: 'Sign in to your account' }).getAttribute('href')).toBe('/auth');
    expect(within(main).getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
