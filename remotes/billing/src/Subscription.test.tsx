import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, USER } from '../../common/testing';
import Subscription from './Subscription';

describe('/subscription', () => {
  it.each([
    ['basic', 'You chose Basic — $49/month'],
    ['pro', 'You chose Pro — $99/month'],
    ['elite', 'You chose Elite — $149/month'],
  ])('with ?plan=%s shows the chosen plan and its price, and that nothing was charged', (plan, heading) => {
    renderScreen(Subscription, `/subscription?plan=${plan}`, USER);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByText(/nothing has been charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/#pricing-heading');
  });

  it('says a plan that does not exist is not one of the plans', () => {
    renderScreen(Subscription, '/subscription?plan=gold', USER);
    expect(screen.getByRole('alert').textContent).toBe('There is no plan called “gold”. The plans are Basic, Pro, Elite.');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('without a plan shows no choice', () => {
    renderScreen(Subscription, '/subscription', USER);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Subscription Plans');
    expect(screen.queryByText(/You chose/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
