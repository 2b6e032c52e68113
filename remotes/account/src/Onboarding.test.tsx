import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Onboarding from './Onboarding';
import { bodyOf, callsTo, fieldError, heldAnswer, json, navigatedTo, renderScreen, stubFetch, USER } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;
const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((b) => [b.textContent, b.getAttribute('aria-pressed')]);

const PROFILE_PATH = `/api/credit-profiles/${USER.id}`;

/** The API as onboarding meets it: the saved profile (null before the first onboarding) and the submit's answer. */
function stubApi({ saved = null, submit = json(201, {}) }: { saved?: unknown; submit?: Response | Promise<Response> } = {}) {
  return stubFetch((path, init) => (path === PROFILE_PATH && (init.method ?? 'GET') === 'GET' ? json(200, saved) : submit));
}

const submitted = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'POST', '/api/credit-profiles');

async function toGoals(url = '/onboarding') {
  renderScreen(Onboarding, url, USER);
  await userEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
}

describe('/onboarding', () => {
  it('welcomes with three feature tiles and a progress bar, then Get Started opens Credit Goals', async () => {
    stubApi();
    renderScreen(Onboarding, '/onboarding', USER);
    expect(h1()).toBe('Welcome to FinX');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(h1()).toBe('Credit Goals');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Credit Goals · FinX');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(document.activeElement).toBe(input('Current credit score'));
  });

  it('starts from the spec defaults without a saved profile: 650, 750, Increase Credit Score, 12 Months', async () => {
    stubApi({ saved: null });
    await toGoals();
    expect(input('Current credit score').value).toBe('650');
    expect(input('Target credit score').value).toBe('750');
    expect(pressed('Primary goal')).toEqual([
      ['Increase Credit Score', 'true'],
      ['Remove Negative Items', 'false'],
      ['Build Credit History', 'false'],
      ['Monitor & Protect', 'false'],
    ]);
    expect(pressed('Timeframe')).toEqual([
      ['3 Months', 'false'],
      ['6 Months', 'false'],
      ['12 Months', 'true'],
      ['24 Months', 'false'],
    ]);
  });

  it('Back returns to Welcome and keeps the answers', async () => {
    stubApi();
    await toGoals();
    await userEvent.clear(input('Current credit score'));
    await userEvent.type(input('Current credit score'), '580');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Negative Items' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(h1()).toBe('Welcome to FinX');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Get Started' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(input('Current credit score').value).toBe('580');
    expect(pressed('Primary goal')[1]).toEqual(['Remove Negative Items', 'true']);
  });

  it('turns score text that is not a number into 0, which fails with the contract message; nothing is sent', async () => {
    const fetchMock = stubApi();
    await toGoals();
    await userEvent.clear(input('Current credit score'));
    await userEvent.type(input('Current credit score'), 'abc');
    await userEvent.clear(input('Target credit score'));
    await userEvent.type(input('Target credit score'), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(fieldError('Current credit score')).toEqual({ invalid: true, text: 'Current score must be a number from 300 to 850' });
    expect(fieldError('Target credit score')).toEqual({ invalid: true, text: 'Target score must be a number from 300 to 1000' });
    expect(document.activeElement).toBe(input('Current credit score'));
    expect(input('Target credit score').value).toBe('1200');
    expect(submitted(fetchMock)).toEqual([]);
  });

  it("sends the session user's id with the scores, goal and timeframe, shows 'Setting Up...', then goes to /dashboard", async () => {
    const { answer, release } = heldAnswer();
    const fetchMock = stubApi({ submit: answer });
    await toGoals();
    await userEvent.clear(input('Current credit score'));
    await userEvent.type(input('Current credit score'), '612');
    await userEvent.click(screen.getByRole('button', { name: 'Build Credit History' }));
    await userEvent.click(screen.getByRole('button', { name: '24 Months' }));
    expect(pressed('Primary goal')[2]).toEqual(['Build Credit History', 'true']);
    expect(pressed('Primary goal')[0]).toEqual(['Increase Credit Score', 'false']);
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(screen.getByRole('button', { name: 'Setting Up...' }).getAttribute('aria-busy')).toBe('true');
    expect(submitted(fetchMock)).toHaveLength(1);
    const body = bodyOf(submitted(fetchMock)[0]!);
    expect(body).toEqual({
      userId: USER.id,
      currentScore: 612,
      targetScore: 750,
      primaryGoal: 'build_credit',
      timeframe: '24_months',
      lastUpdated: expect.any(String),
    });
    expect(new Date(body.lastUpdated as string).toISOString()).toBe(body.lastUpdated);

    release(json(201, { userId: USER.id }));
    expect(await navigatedTo()).toBe('/dashboard');
    expect(toaster.get()).toMatchObject({
      title: 'Setup Complete!',
      description: 'Welcome to FinX. Your personalized dashboard is ready.',
      tone: 'success',
    });
  });

  it.each([
    [json(400, { error: 'Target score must be a number from 300 to 1000' }), 'Target score must be a number from 300 to 1000'],
    [new Response('', { status: 500 }), 'Failed to complete setup'],
  ])("shows 'Setup Failed' with the server's words or the fallback and keeps the answers", async (response, message) => {
    stubApi({ submit: response });
    await toGoals();
    await userEvent.click(screen.getByRole('button', { name: '6 Months' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Setup Failed', description: message, tone: 'danger' }));
    expect(h1()).toBe('Credit Goals');
    expect(pressed('Timeframe')[1]).toEqual(['6 Months', 'true']);
    expect(screen.getByRole('button', { name: 'Complete Setup' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('opened again, shows the goals the user saved instead of the defaults, and sends what is changed', async () => {
    const saved = {
      userId: USER.id,
      currentScore: 610,
      goalScore: 720,
      targetScore: 720,
      scoreChange: null,
      primaryGoal: 'dispute_items',
      timeframe: '6_months',
      lastUpdated: '2026-01-05T00:00:00.000Z',
    };
    const fetchMock = stubApi({ saved, submit: json(200, saved) });
    await toGoals();
    expect(screen.getByText('These are the goals you saved. Change what has changed, then complete setup.')).toBeTruthy();
    expect(input('Current credit score').value).toBe('610');
    expect(input('Target credit score').value).toBe('720');
    expect(pressed('Primary goal')[1]).toEqual(['Remove Negative Items', 'true']);
    expect(pressed('Timeframe')[1]).toEqual(['6 Months', 'true']);

    await userEvent.clear(input('Current credit score'));
    await userEvent.type(input('Current credit score'), '640');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(submitted(fetchMock)).toHaveLength(1));
    expect(bodyOf(submitted(fetchMock)[0]!)).toMatchObject({ currentScore: 640, targetScore: 720, primaryGoal: 'dispute_items', timeframe: '6_months' });
  });

  it("says so when the saved goals can't be loaded, and starts from the defaults", async () => {
    stubFetch((path) => (path === PROFILE_PATH ? new Response('', { status: 500 }) : json(201, {})));
    await toGoals();
    expect(screen.getByText(/Your saved goals couldn't be loaded/)).toBeTruthy();
    expect(input('Current credit score').value).toBe('650');
  });

  it.each([
    ['pro', '/subscription?plan=pro'],
    ['basic', '/subscription?plan=basic'],
    ['gold', '/dashboard'],
  ])('with ?plan=%s from sign-up, Complete Setup goes on to %s', async (plan, target) => {
    stubApi();
    await toGoals(`/onboarding?plan=${plan}`);
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await navigatedTo()).toBe(target);
  });
});
