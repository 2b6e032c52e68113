import { test, expect, type Page } from '@playwright/test';
import { collectErrors, expectNoSeriousA11yViolations, h1, newUser, pathOf, settle, sidebar, signUpViaApi, toastText } from './support';

/** Issue 3: create an account, onboard, reach the dashboard, sign out and back in. */

async function openRegistration(page: Page) {
  await page.goto('/auth');
  await page
    .getByRole('button', { name: "Don't have an account? Sign up" })
    .or(page.getByRole('link', { name: "Don't have an account? Sign up" }))
    .click();
  await expect(h1(page)).toHaveText('Create Account');
}

async function fillRegistration(page: Page, user: ReturnType<typeof newUser>) {
  await page.getByLabel('First name', { exact: true }).fill(user.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
}

test('register → onboarding → dashboard, with the answers stored', async ({ page }) => {
  const errors = collectErrors(page);
  const user = newUser();
  await openRegistration(page);
  await expectNoSeriousA11yViolations(page);
  await fillRegistration(page, user);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastText(page, 'Account Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Current credit score')).toHaveValue('650');
  await expect(page.getByLabel('Target credit score')).toHaveValue('750');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Current credit score').fill('598');
  await page.getByLabel('Target credit score').fill('720');
  await page
    .getByRole('radio', { name: 'Remove Negative Items' })
    .or(page.getByRole('button', { name: 'Remove Negative Items' }))
    .click();
  await page
    .getByRole('radio', { name: '6 Months' })
    .or(page.getByRole('button', { name: '6 Months' }))
    .click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toastText(page, 'Setup Complete!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page)).toBeVisible();

  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.user.username).toBe(user.username);
  const profile = await (await page.request.get(`/api/credit-profiles/${me.user.id}`)).json();
  expect(profile).toMatchObject({ currentScore: 598, goalScore: 720, primaryGoal: 'dispute_items', timeframe: '6_months' });
  await settle(page);
  expect(errors).toEqual([]);
});

test('registration errors: field messages, nothing sent; a taken username shows the server message', async ({ page }) => {
  await openRegistration(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Username must be at least 3 characters',
    'Please enter a valid email',
    'Password must be at least 6 characters',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/auth/);

  const taken = await signUpViaApi(page);
  await page.context().clearCookies();
  await openRegistration(page);
  await fillRegistration(page, newUser({ username: taken.username.toUpperCase() }));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastText(page, 'Registration Failed')).toBeVisible();
  await expect(toastText(page, 'Username already taken')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(taken.username.toUpperCase());
});

test('sign in with a wrong password shows the Login Failed toast', async ({ page }) => {
  const user = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastText(page, 'Login Failed')).toBeVisible();
  await expect(toastText(page, 'Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('a visitor asking for a sidebar page signs in and lands on that page', async ({ page }) => {
  const user = await signUpViaApi(page, { onboard: true });
  await page.context().clearCookies();
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprogress$/);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastText(page, 'Welcome Back!')).toBeVisible();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(sidebar(page)).toBeVisible();

  // Signed in, /auth is not a place to be.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout: "Logged Out", back on the landing page, and the sidebar pages need a sign-in again', async ({ page }) => {
  await signUpViaApi(page, { onboard: true });
  await page.goto('/dashboard');
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(toastText(page, 'Logged Out')).toBeVisible();
  expect(pathOf(page)).toBe('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
});

test('keyboard only: create an account, then sign out and sign in again', async ({ page }) => {
  const user = newUser();
  await page.goto('/auth');
  const focusAndType = async (label: string, value: string) => {
    for (let i = 0; i < 30; i++) {
      const focusedLabel = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');
      if (focusedLabel.startsWith(label)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(value);
  };
  // Reach the mode switch by keyboard.
  for (let i = 0; i < 30; i++) {
    // Nothing focused yet is <body>, whose text contains every label: only a control counts.
    const text = await page.evaluate(() => (document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? '')));
    if (text.includes("Don't have an account? Sign up")) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Create Account');
  await focusAndType('First name', user.firstName);
  await focusAndType('Last name', user.lastName);
  await focusAndType('Username', user.username);
  await focusAndType('Email', user.email);
  await focusAndType('Password', user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.context().clearCookies();
  await page.goto('/auth');
  await focusAndType('Username', user.username);
  await focusAndType('Password', user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('script and SQL strings a user typed are shown as text, never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const user = newUser({ firstName: '<img src=x onerror=alert(1)>', lastName: "O'Brien'); DROP TABLE users;--" });
  await openRegistration(page);
  await fillRegistration(page, user);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastText(page, 'Account Created!')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(`Welcome to FinX, ${user.firstName}!`, { exact: false })
      .first(),
  ).toBeVisible();
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.user).toMatchObject({ firstName: user.firstName, lastName: user.lastName });
  expect(dialogs).toBe(0);
});
