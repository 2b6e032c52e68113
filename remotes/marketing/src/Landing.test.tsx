import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, USER } from '../../common/testing';
import Landing from './Landing';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const header = () => screen.getByRole('link', { name: 'FinX home' }).closest('header')!;

describe('landing page: sign-up links', () => {
  it('opens Create Account from Sign Up, Get Started and "Start my free analysis"', () => {
    renderScreen(Landing, '/', null);
    expect(within(header()).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth?mode=register');
    expect(within(header()).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(hrefOf('Get Started')).toBe('/auth?mode=register');
    expect(hrefOf('Start my free analysis')).toBe('/auth?mode=register');
  });

  it('carries the chosen plan into Create Account', () => {
    renderScreen(Landing, '/', null);
    expect(hrefOf('Choose Basic')).toBe('/auth?mode=register&plan=basic');
    expect(hrefOf('Choose Pro')).toBe('/auth?mode=register&plan=pro');
    expect(hrefOf('Choose Elite')).toBe('/auth?mode=register&plan=elite');
  });

  it('signed in: the header offers the way back to the dashboard, and a plan opens /subscription with it', () => {
    renderScreen(Landing, '/', USER);
    expect(within(header()).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(header()).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(hrefOf('Choose Pro')).toBe('/subscription?plan=pro');
  });

  it('while the session is not known (and when pre-rendered) shows Login and Sign Up; Dashboard waits, invisible and inert', () => {
    renderScreen(Landing, '/');
    expect(within(header()).getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(within(header()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const hidden = within(header()).getByText('Dashboard').parentElement!;
    expect(hidden.hasAttribute('inert')).toBe(true);
  });
});
