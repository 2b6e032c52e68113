import { test, expect } from '@playwright/test';
import {
  PUBLIC_ROUTES,
  SIDEBAR_ROUTES,
  collectErrors,
  expectNoSeriousA11yViolations,
  h1,
  layoutFooter,
  pathOf,
  screenshotsAt,
  settle,
  sidebar,
  signUpViaApi,
} from './support';

/**
 * Every route of the route table: the right layout, an h1, no console errors, no serious or critical
 * axe violations. One test per route, each concern a soft step so one run reports all of them.
 */
for (const route of SIDEBAR_ROUTES) {
  test(`sidebar route ${route}`, async ({ page }) => {
    const errors = collectErrors(page);
    await signUpViaApi(page, { onboard: true });
    await page.goto(route);
    await expect(h1(page).first()).toBeVisible();
    expect(pathOf(page), 'no redirect').toBe(route);

    await test.step('layout: sidebar navigation and footer', async () => {
      await expect.soft(sidebar(page)).toBeVisible();
      await expect.soft(sidebar(page).getByRole('link', { name: 'Coaching', exact: true })).toBeVisible();
      await expect.soft(layoutFooter(page)).toBeVisible();
    });
    await settle(page);
    await test.step('no console errors', async () => {
      expect.soft(errors, errors.join('\n')).toEqual([]);
    });
    await test.step('axe', async () => {
      await expectNoSeriousA11yViolations(page);
    });
  });
}

for (const route of PUBLIC_ROUTES) {
  test(`public route ${route}`, async ({ page }) => {
    await checkPublic(page, route);
  });
}

/** Onboarding is a public-layout page for a signed-in user (a visitor is sent to /auth). */
const NEEDS_SESSION: readonly string[] = ['/onboarding'];

async function checkPublic(page: import('@playwright/test').Page, route: string) {
  const errors = collectErrors(page);
  if (NEEDS_SESSION.includes(route)) await signUpViaApi(page);
  await page.goto(route);
  await expect(h1(page).first()).toBeVisible();
  expect(pathOf(page), 'no redirect').toBe(route);
  await test.step('layout: no sidebar, no layout footer', async () => {
    await expect.soft(sidebar(page)).toHaveCount(0);
    await expect.soft(layoutFooter(page)).toHaveCount(0);
  });
  await settle(page);
  await test.step('no console errors', async () => {
    expect.soft(errors, errors.join('\n')).toEqual([]);
  });
  await test.step('axe', async () => {
    await expectNoSeriousA11yViolations(page);
  });
}

/** Any other path: the 404 page keeps its title, says what happened in plain words and leads back (issue 26). */
const NOT_FOUND_TEXT = "We couldn't find that page. The address may be mistyped, or the page may have moved.";

test('404 for a visitor: plain words and a link home, no app navigation', async ({ page }) => {
  const response = await page.goto('/no-such-page-issue-26');
  expect(response?.status()).toBeLessThan(500);
  await expect(h1(page)).toHaveText('404 Page Not Found');
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByText(/router/i)).toHaveCount(0);
  await expect(sidebar(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'not-found-visitor');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('404 signed in: plain words and a link to the dashboard, in the sidebar layout', async ({ page }) => {
  await signUpViaApi(page, { onboard: true });
  await page.goto('/no-such-page-issue-26');
  await expect(h1(page)).toHaveText('404 Page Not Found');
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'not-found-signed-in');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
