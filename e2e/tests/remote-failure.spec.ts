import { test, expect } from '@playwright/test';
import { h1, sidebar, signUpViaApi } from './support';

/** ARCHITECTURE §2: a remote that cannot load only breaks its own area, with a Retry. */
test('an unreachable remote is contained and can be retried', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/disputes/**', (route) => (blocked ? route.abort() : route.fallback()));

  await signUpViaApi(page, { onboard: true });
  await page.goto('/disputes');
  const main = page.getByRole('main');
  const retry = main.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(main.getByRole('alert').first()).toBeVisible();
  await expect(sidebar(page)).toBeVisible();

  // The rest of the site keeps working: the sidebar navigates and /dashboard renders.
  await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Dashboard' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Disputes', exact: true }).click();
  await expect(page).toHaveURL(/\/disputes$/);
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Unblock and retry: the disputes screen appears.
  blocked = false;
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(h1(page).first()).toBeVisible();
  await expect(h1(page).first()).not.toHaveText(/couldn.t load/i);
});
