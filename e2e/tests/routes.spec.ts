import { test, expect } from '@playwright/test';
import {
  PUBLIC_ROUTES,
  SIDEBAR_ROUTES,
  collectErrors,
  expectNoSeriousA11yViolations,
  h1,
  layoutFooter,
  pathOf,
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
