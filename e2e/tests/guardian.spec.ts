import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoSeriousA11yViolations, h1, settle, sidebar, siteOrigin } from './support';

/**
 * Issue 18: Guardian, the assistant's panel. The demo user (its lived-in file) opens it from the sidebar, asks
 * "What is a 609 letter?" and sees the answer stream in with its sources; the panel stays open on another screen
 * and after a reload (the conversation with it); Alt+G closes and opens it; the conversation is deleted.
 */
const panel = (page: Page) => page.getByRole('complementary', { name: 'Guardian' });
const entry = (page: Page) => sidebar(page).getByRole('button', { name: 'Guardian' });
const thread = (page: Page) => panel(page).getByRole('log', { name: 'Guardian conversation' });

/** `<name>-1280.png` and `<name>-390.png` of the viewport (the panel is fixed to it: a full-page shot cuts it off at the first screen). */
async function viewportShots(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('open from the sidebar, ask, stream with sources, across screens and a reload, Alt+G, delete', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const login = await page.request.post('/api/auth/login', { data: { username: 'demo', password: 'FinX-demo-2026' }, headers: { origin: siteOrigin() } });
  expect(login.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(h1(page)).toHaveText('Credit Dashboard');
  await expect(entry(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(entry(page)).toHaveAttribute('aria-keyshortcuts', 'Alt+G');
  await expect(panel(page)).toBeHidden();

  // open: the panel's own module loads now, the focus goes to the question box
  await entry(page).click();
  await expect(entry(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByRole('heading', { name: 'Guardian', level: 2 })).toBeVisible();
  const box = panel(page).getByRole('textbox', { name: 'Your question' });
  await expect(box).toBeFocused();
  await expect(panel(page).getByRole('button', { name: 'When must Equifax answer my dispute?' })).toBeVisible();

  // ask: the answer streams in, then its sources (the lesson in the app, the statute in a new tab)
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/guardian/ask'));
  await panel(page).getByRole('button', { name: 'What is a 609 letter?' }).click();
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  await expect(thread(page)).toContainText('You asked: What is a 609 letter?');
  await expect(thread(page)).toContainText('609', { timeout: 15_000 });
  await expect(panel(page).getByRole('button', { name: 'Ask' })).toBeVisible();
  const lessonLink = thread(page).locator('a[href^="/coaching?lesson="]').first();
  await expect(lessonLink).toBeVisible();
  const lawLink = thread(page).locator('a[href^="https://www.law.cornell.edu/"]').first();
  await expect(lawLink).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
  await viewportShots(page, 'guardian-answer');

  // another sidebar screen: the panel stays open with the conversation
  await sidebar(page).getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(h1(page)).toHaveText('Progress Tracking');
  await expect(thread(page)).toContainText('You asked: What is a 609 letter?');

  // the lesson source opens that lesson on /coaching
  const lessonTitle = (await lessonLink.textContent())!.trim();
  await lessonLink.click();
  await expect(h1(page)).toHaveText('FinX Score Coaching');
  const lesson = page.getByRole('dialog');
  await expect(lesson).toContainText(lessonTitle);
  await lesson.getByRole('button', { name: 'Close lesson' }).click();
  await expect(lesson).toBeHidden();

  // a reload: still open, showing the same conversation
  await page.reload();
  await expect(h1(page)).toHaveText('FinX Score Coaching');
  await expect(thread(page)).toContainText('You asked: What is a 609 letter?');
  await expect(entry(page)).toHaveAttribute('aria-expanded', 'true');

  // Alt+G closes and opens it; Escape closes it and the focus goes back to the entry
  await page.keyboard.press('Alt+KeyG');
  await expect(panel(page)).toBeHidden();
  await page.keyboard.press('Alt+KeyG');
  await expect(panel(page)).toBeVisible();
  await entry(page).click();
  await expect(panel(page)).toBeHidden();
  await entry(page).click();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(entry(page)).toBeFocused();

  // on a phone: a full-screen sheet, opened from the menu's drawer, with its close button
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardian' }).click();
  await expect(panel(page)).toBeVisible();
  expect((await panel(page).boundingBox())!.width).toBe(390);
  await expect(thread(page)).toContainText('You asked: What is a 609 letter?');
  await expectNoSeriousA11yViolations(page);
  await panel(page).getByRole('button', { name: 'Close Guardian' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });

  // delete the conversation: History, Delete, confirm
  await entry(page).click();
  await panel(page).getByRole('button', { name: 'History' }).click();
  // the conversation shown (aria-current), whatever others the demo user has from earlier runs
  const del = panel(page)
    .getByRole('listitem')
    .filter({ has: page.locator('[aria-current="true"]') })
    .getByRole('button', { name: 'Delete conversation: What is a 609 letter?' });
  await expect(del).toBeVisible(); // the list has loaded: count it only then
  const before = await panel(page)
    .getByRole('button', { name: /^Delete conversation: / })
    .count();
  await del.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(panel(page).getByRole('button', { name: /^Delete conversation: / })).toHaveCount(before - 1);
  await expect(panel(page).getByRole('heading', { name: 'Your conversations' })).toBeFocused();
  await panel(page).getByRole('button', { name: 'History' }).click();
  await expect(panel(page).getByRole('button', { name: 'What is a 609 letter?' })).toBeVisible(); // a new conversation

  await settle(page);
  expect(errors).toEqual([]);
});

test('public pages have no Guardian: no entry, Alt+G does nothing', async ({ page }) => {
  await page.goto('/about');
  await expect(h1(page)).toBeVisible();
  await page.keyboard.press('Alt+KeyG');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardian' })).toHaveCount(0);
});
