import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, newUser, settle, signUpViaApi, toastText } from './support';

/**
 * Issue 11 §3: a toast never covers the button the user needs next (the focused one, or the screen's or
 * dialog's primary buttons), at phone and desktop widths; shown over a modal dialog it is still in the
 * accessibility tree (announced) and can be closed without closing the dialog.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible toast with this title: its card (the element that carries the tone). */
const toastCard = (page: Page, title: string): Locator => toastText(page, title).locator('xpath=ancestor::*[@data-tone][1]');

/** Waits until the toast has slid into place (its enter transition is over). */
async function settledBox(page: Page, el: Locator): Promise<Box> {
  await expect(el).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const box = await el.boundingBox();
  expect(box).not.toBeNull();
  return box as Box;
}

/** The part of the element not clipped away by its scrolling ancestors (a dialog's body), or null. */
function visibleBox(el: Locator): Promise<Box | null> {
  return el.evaluate((node) => {
    let { left, top, right, bottom } = node.getBoundingClientRect();
    for (let a = node.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, r.left), Math.max(top, r.top), Math.min(right, r.right), Math.min(bottom, r.bottom)];
    }
    return right > left && bottom > top ? { x: left, y: top, width: right - left, height: bottom - top } : null;
  });
}

/** No toast pixel over the focused element or any of `buttons` (their accessible names in the message). */
async function expectToastClear(page: Page, title: string, buttons: Locator) {
  const toast = await settledBox(page, toastCard(page, title));
  const focused = page.locator(':focus');
  const targets = [...(await buttons.all()), ...(await focused.all())];
  expect(targets.length).toBeGreaterThan(0);
  for (const target of targets) {
    const box = await visibleBox(target);
    if (!box) continue; // not on screen (e.g. scrolled out of the dialog, or focus on <body>)
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator.innerText(), not the DOM property
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText()).trim();
    expect(overlaps(toast, box), `'${title}' (${JSON.stringify(toast)}) covers "${name}" (${JSON.stringify(box)})`).toBe(false);
  }
}

/** The toast is announced: the polite live region, outside any aria-hidden, holds its words. */
async function expectAnnounced(page: Page, words: string) {
  await expect(page.getByRole('status').filter({ hasText: words })).toHaveCount(1);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("'Account Created!' leaves onboarding's Get Started clear", async ({ page }) => {
      const errors = collectErrors(page);
      const user = newUser();
      await page.goto('/auth');
      await page
        .getByRole('button', { name: "Don't have an account? Sign up" })
        .or(page.getByRole('link', { name: "Don't have an account? Sign up" }))
        .click();
      for (const [label, value] of [
        ['First name', user.firstName],
        ['Last name', user.lastName],
        ['Username', user.username],
        ['Email', user.email],
        ['Password', user.password],
      ] as const) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      const getStarted = page.getByRole('button', { name: 'Get Started' });
      await expect(getStarted).toBeVisible();
      await expectToastClear(page, 'Account Created!', getStarted);
      await expectAnnounced(page, 'Account Created!');
      await page.screenshot({ path: test.info().outputPath(`account-created-${viewport.width}.png`) });
      await getStarted.click();
      await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
      await settle(page);
      expect(errors).toEqual([]);
    });

    test("the dispute dialog's 'Missing Information' and the builder dialog's 'Request Saved' leave the dialogs' buttons clear, are announced and can be closed", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await signUpViaApi(page, { onboard: true });
      await page.goto('/dashboard');

      // Start New Dispute, File Dispute with nothing filled in
      await page.getByRole('button', { name: 'Start New Dispute' }).first().click();
      const dispute = page.getByRole('dialog');
      await expect(dispute).toBeVisible();
      await dispute.getByRole('button', { name: 'File Dispute' }).click();
      await expectToastClear(page, 'Missing Information', dispute.getByRole('button'));
      await expectAnnounced(page, 'Missing Information');
      await page.screenshot({ path: test.info().outputPath(`missing-information-${viewport.width}.png`) });
      await page.keyboard.press('Escape');
      await expect(dispute).toBeHidden();

      // Add Builder Account: opening it raises no toast; sending a request raises one over the dialog, which stays open
      await page.getByRole('button', { name: 'Add Builder Account' }).click();
      const builder = page.getByRole('dialog', { name: 'Add Builder Account' });
      await expect(builder).toBeVisible();
      await builder.getByRole('button', { name: 'Send request to Self' }).click();
      await expectToastClear(page, 'Request Saved', builder.getByRole('button'));
      await expectAnnounced(page, 'Request Saved');
      await page.screenshot({ path: test.info().outputPath(`request-saved-${viewport.width}.png`) });
      // the toast's close button works over the modal and is not taken for a click outside the dialog
      await page.getByRole('button', { name: 'Close notification' }).click();
      await expect(toastText(page, 'Request Saved')).toBeHidden();
      await expect(builder).toBeVisible();
      await settle(page);
      expect(errors).toEqual([]);
    });
  });
}
