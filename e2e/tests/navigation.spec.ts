import { test, expect } from '@playwright/test';
import { h1, pathOf, sidebar, signUpViaApi } from './support';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page-e2e');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find that page. The address may be mistyped, or the page may have moved.")).toBeVisible();
});

test('a route change scrolls to the top', async ({ page }) => {
  await signUpViaApi(page, { onboard: true });
  await page.goto('/coaching');
  await expect(h1(page).first()).toBeVisible();
  // Make sure the page is long enough to scroll, whatever the screen's content is today.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    spacer.setAttribute('aria-hidden', 'true');
    document.body.appendChild(spacer);
  });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  const link = sidebar(page).getByRole('link', { name: 'Disputes', exact: true });
  // HTMLElement.click(): a real click that does not scroll the link into view first (Playwright's
  // click would, and could scroll the window to the top by itself).
  await expect(link).toHaveCount(1);
  await link.evaluate((el: HTMLElement) => el.click());
  await expect(page).toHaveURL(/\/disputes$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(pathOf(page)).toBe('/disputes');
});
