import { expect, test, type Page } from '@playwright/test';
import { h1, layoutFooter, sidebar, signUpViaApi, siteOrigin } from './support';

/** Layout shift of the page so far (PerformanceObserver 'layout-shift', shifts right after input left out). */
async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('sidebar layout', () => {
  test('the sidebar panel runs the full height of a tall page', async ({ page }) => {
    await signUpViaApi(page, { onboard: true });
    await page.goto('/coaching');
    await expect(h1(page)).toHaveText('FinX Score Coaching');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { panelBottom, pageHeight, viewport } = await page.evaluate(() => {
      const panel = document.querySelector('[data-part="sidebar"]')!.getBoundingClientRect();
      return { panelBottom: panel.bottom + window.scrollY, pageHeight: document.documentElement.scrollHeight, viewport: window.innerHeight };
    });
    expect(pageHeight).toBeGreaterThan(viewport * 1.5); // a tall page
    expect(panelBottom).toBeGreaterThanOrEqual(pageHeight - 1);
    // and at the bottom of the page the footer has the panel beside it
    await layoutFooter(page).scrollIntoViewIfNeeded();
    await expect(sidebar(page)).toBeInViewport();
  });

  for (const [path, heading] of [
    ['/dashboard', 'Credit Dashboard'],
    ['/coaching', 'FinX Score Coaching'],
    ['/progress', 'Progress Tracking'],
  ] as const) {
    test(`reloading ${path} shifts nothing: the skeleton has the screen's shape and heading`, async ({ page }) => {
      // the demo account's lived-in data (README), as bench/screen-load.mjs measures it
      const login = await page.request.post('/api/auth/login', { data: { username: 'demo', password: 'FinX-demo-2026' }, headers: { origin: siteOrigin() } });
      expect(login.status()).toBe(200);
      await observeLayoutShift(page);
      await page.goto(path);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.reload();
      await expect(h1(page)).toHaveText(heading);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('404 page', () => {
  test('a visitor gets the public layout: no app sidebar, no Logout, a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(h1(page)).toHaveText('404 Page Not Found');
    await expect(page.getByText("We couldn't find that page. The address may be mistyped, or the page may have moved.")).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user keeps the sidebar layout', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/no-such-page');
    await expect(h1(page)).toHaveText('404 Page Not Found');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  });
});
