import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoSeriousA11yViolations, h1, layoutFooter, newUser, settle, signUpViaApi } from './support';

/** Issue 11 §2, §4: a new user's first run from the landing page, and the public pages for a signed-in user. */

const publicHeader = (page: Page) => page.locator('header').filter({ has: page.getByRole('link', { name: 'FinX home' }) });

/** Sum of the layout shifts since the page started loading (Chromium's layout-shift entries, as CLS counts them). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test('Choose Pro on the landing page → Create Account → onboarding → /subscription shows Pro', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=register&plan=pro$/);
  await expect(h1(page)).toHaveText('Create Account');

  const user = newUser();
  await page.getByLabel('First name', { exact: true }).fill(user.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding\?plan=pro$/);

  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Current credit score')).toHaveValue('650');
  await page.getByLabel('Current credit score').fill('612');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/subscription\?plan=pro$/);
  await expect(page.getByText(/You chose Pro — \$99\/month\. Nothing has been charged/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Pro' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await settle(page);
  expect(errors).toEqual([]);
});

test('each landing sign-up link opens Create Account', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Sign Up', 'Get Started', 'Start my free analysis']) {
    await page.goto('/');
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(h1(page)).toHaveText('Create Account');
  }
});

test('opening /onboarding again shows the saved goals, not the defaults', async ({ page }) => {
  await signUpViaApi(page, { onboard: true }); // 640 → 760
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Current credit score')).toHaveValue('640');
  await expect(page.getByLabel('Target credit score')).toHaveValue('760');
  await expect(page.getByText('These are the goals you saved.', { exact: false })).toBeVisible();
});

test('signed in, the landing header offers Dashboard instead of Login / Sign Up, without a layout shift', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/');
  const header = publicHeader(page);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await layoutShift(page)).toBeLessThan(0.001);
  await expectNoSeriousA11yViolations(page);
  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('footer disclosures land on their sections, from the app and from the public pages', async ({ page }) => {
  await signUpViaApi(page, { onboard: true });
  await page.goto('/dashboard');
  await layoutFooter(page).getByRole('link', { name: 'FCRA disclosures' }).click();
  await expect(page).toHaveURL(/\/privacy#fcra-rights$/);
  await expect(page.locator('#fcra-rights')).toBeInViewport();

  await page.goto('/dashboard');
  await layoutFooter(page).getByRole('link', { name: 'CROA disclosures' }).click();
  await expect(page).toHaveURL(/\/terms#croa-rights$/);
  await expect(page.locator('#croa-rights')).toBeInViewport();

  // a full load of the address, and the public footer's link on the same page (that footer is inside <main>, so not a contentinfo landmark)
  await page.goto('/terms#croa-rights');
  await expect(page.locator('#croa-rights')).toBeInViewport();
  await page.locator('footer').getByRole('link', { name: 'FCRA disclosures' }).click();
  await expect(page.locator('#fcra-rights')).toBeInViewport();
});

test('/thank-you has the public header and footer and links to sign in and home', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(h1(page)).toHaveText('Thank You!');
  await expect(publicHeader(page)).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to your account' }).click();
  await expect(h1(page)).toHaveText('Sign In');
});
