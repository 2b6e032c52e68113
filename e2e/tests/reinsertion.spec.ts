import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, test, type Page } from '@playwright/test';
import {
  acceptFinxContract,
  collectErrors,
  disputeThis,
  e2eSql,
  expectNoSeriousA11yViolations,
  fillLetterAddress,
  h1,
  settle,
  signUpViaApi,
  toastText,
  uploadCreditReport,
} from './support';

/**
 * Issue 29, reinsertion watch at 1280 and 390: Experian's report of June 2, 2026 shows a Midland collection → "Dispute
 * this" on the Credit File → filed on Experian's portal → the answer 'Deleted', dated July 20, recorded on /disputes →
 * Experian's report of October 14 shows the item again (Midland ****8812 back, or the same Lowe's debt under a new
 * collector) → the Document Center's "reinserted" finding → filed → its letter cites FCRA §611(a)(5)(B) and asks for
 * the furnisher's certification and the notice due within 5 business days.
 */

const REPORTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/reports');
const MIDLAND = 'MIDLAND CREDIT MANAGEMENT';

const CASES = [
  { label: 'the same creditor and last 4', report: 'experian-item-back.txt', creditor: MIDLAND, last4: '8812', shown: `shows ${MIDLAND} ****8812 again` },
  {
    label: 'the same debt under a new collector',
    report: 'experian-new-collector.txt',
    creditor: 'PORTFOLIO RECOVERY ASSOCIATES',
    last4: '5521',
    shown: 'shows the same debt again, now reported by the collector PORTFOLIO RECOVERY ASSOCIATES ****5521 (original creditor SYNCHRONY BANK/ LOWES)',
  },
] as const;

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Scrolls the letter (its own box, or the dialog on a phone) to `words`, for the screenshot of the paragraph the test is about. */
const scrollLetterTo = (text: Locator, words: string) =>
  text.evaluate((el, w) => {
    const range = document.createRange();
    const at = el.textContent!.indexOf(w);
    range.setStart(el.firstChild!, at);
    range.setEnd(el.firstChild!, at + w.length);
    let box: Element | null = el;
    while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
    if (box) box.scrollTop += range.getBoundingClientRect().top - box.getBoundingClientRect().top - 16;
  }, words);

/** The collection disputed on the Credit File ("This isn't mine": debt validation to Experian), filed on Experian's portal, answered 'Deleted'. */
async function disputeAndDelete(page: Page, user: { id: number; firstName: string; lastName: string }) {
  await page.goto('/credit-file');
  const dialog = await disputeThis(page, MIDLAND);
  await dialog.getByRole('radio', { name: "This isn't mine" }).check();
  await dialog.getByRole('button', { name: 'Save dispute' }).click();
  await expect(toastText(page, 'Dispute saved')).toBeVisible();

  // Filed on Experian's own page (a stand-in answers for it: the e2e reaches no outside site).
  await page.context().route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ contentType: 'text/plain', body: 'Experian' }),
  );
  await page.goto('/disputes');
  const item = page.getByRole('listitem', { name: MIDLAND });
  const popup = page.waitForEvent('popup');
  await item.getByRole('link', { name: 'Bureau Portal (opens in a new tab)' }).click();
  await (await popup).close();
  await acceptFinxContract(page, `${user.firstName} ${user.lastName}`);
  await expect(toastText(page, 'Bureau Portal Opened')).toBeVisible();

  // Experian answers weeks later: the e2e cannot wait, so the filing is dated as then (after the June report).
  await e2eSql(`update "disputes" set "submitted_date" = '2026-06-10T15:00:00Z' where "user_id" = $1`, [user.id]);
  await item.getByRole('button', { name: 'Record answer' }).click();
  const answer = page.getByRole('dialog', { name: `Record the answer: ${MIDLAND}` });
  await answer.getByRole('combobox', { name: "Bureau's answer *" }).click();
  await answer.getByRole('option', { name: 'Deleted', exact: true }).click();
  await answer.getByLabel('Date of the answer *').fill('2026-07-20');
  await answer.getByRole('button', { name: 'Record Answer' }).click();
  await expect(toastText(page, 'Answer Recorded')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resolved disputes' })).toContainText(MIDLAND);
}

for (const c of CASES) {
  for (const width of [1280, 390]) {
    test(`${width} wide, ${c.label}: a deleted item back in a later report → the reinserted finding → its §611(a)(5)(B) letter`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const errors = collectErrors(page);
      const user = await signUpViaApi(page);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: test.info().outputPath(`reinsertion-${c.report.replace('.txt', '')}-${name}-${width}.png`), fullPage });

      await uploadCreditReport(page, path.join(REPORTS, 'experian-before-dispute.txt'));
      await disputeAndDelete(page, user);

      // The later report: the Document Center names the reinsertion, the deletion it follows and the law.
      await uploadCreditReport(page, path.join(REPORTS, c.report));
      const account = `${c.creditor} ****${c.last4}`;
      const finding = page
        .getByRole('list', { name: 'Suggested disputes' })
        .getByRole('listitem', { name: `Deleted after a dispute, now back (FCRA §611(a)(5)(B)): ${account}, Experian` });
      await expect(finding).toContainText(
        `Experian deleted ${MIDLAND} ****8812 after your dispute (results dated Jul 20, 2026), and its report of Oct 14, 2026 ${c.shown}.`,
      );
      await expect(finding).toContainText('Experian must tell you in writing within 5 business days');
      await expect(finding.getByRole('list', { name: 'Evidence' })).toContainText('deleted after FinX dispute');
      expect(await fitsTheWidth(page)).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await shot('finding');

      // Filed in one click; the dispute on /disputes, with how disputes like it ended.
      await finding.getByRole('button', { name: `File dispute: ${account} with Experian` }).click();
      await expect(toastText(page, 'Dispute saved')).toBeVisible();
      await expect(finding.getByText('Filed', { exact: true })).toBeVisible();
      await finding.getByRole('link', { name: `See the dispute: ${account} with Experian` }).click();
      await expect(h1(page)).toHaveText('Guardian');
      const item = page.getByRole('listitem', { name: c.creditor });
      await expect(item).toBeInViewport();
      await expect(item).toContainText(`****${c.last4}`);
      await expect(item.getByRole('region', { name: 'How disputes like this ended' })).toContainText(
        /Not enough disputes yet to say|in \d+\s% of \d+ disputes like this/,
      );
      expect(await fitsTheWidth(page)).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await shot('dispute');

      // Its letter: the deletion, that the item is back, the certification and the 5-business-day notice asked for.
      await item.getByRole('button', { name: 'Send Certified Mail' }).click();
      const send = page.getByRole('dialog', { name: c.creditor });
      await fillLetterAddress(send);
      await send.getByRole('button', { name: 'Preview Letter' }).click();
      const preview = page.getByRole('dialog', { name: `Letter preview: ${c.creditor}` });
      await expect(preview).toContainText('FCRA §611(a)(5)(B)');
      const text = preview.getByLabel('Letter text');
      await expect(text).toContainText(`Account number: ****${c.last4}`);
      await expect(text).toContainText(
        `You deleted ${MIDLAND} (account ****8812) from my file after my earlier dispute; your results are dated July 20, 2026.`,
      );
      await expect(text).toContainText("please send me a copy of the furnisher's certification and of that notice");
      await expect(text).toContainText('you must notify me of the reinsertion in writing within 5 business days');
      await expect(text).not.toContainText('after your dispute'); // the finding speaks to the user; the letter is in the user's voice
      await expectNoSeriousA11yViolations(page);
      await scrollLetterTo(text, 'You deleted');
      await shot('letter', false);
      await settle(page);
      expect(errors).toEqual([]);
    });
  }
}
