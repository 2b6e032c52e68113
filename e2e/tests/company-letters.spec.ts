import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors, expectNoSeriousA11yViolations, h1, settle, signUpViaApi, tabPanel, toastText } from './support';
import { DAY_MS, isoDay } from '@finx/contracts';

/**
 * Issue 29, letters to companies, on a computer (1280) and a phone (390): upload a report with a car loan 30 days late
 * in February 2025 (paid on time since) and a collection, both with the company's address → the Credit File offers a
 * goodwill letter on the loan and the collector letters on the collection → the goodwill letter previewed (the month of
 * the late mark, no claim of an error) → the validation request: after 30 days the screen says the §809(b) pause no
 * longer applies, within them when to send it by → previewed, citing FDCPA §809(b).
 */

const REPORT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/reports/experian-late-and-collection.txt');
const LOAN = 'TOYOTA MOTOR CREDIT CO';
const COLLECTION = 'MIDLAND CREDIT MANAGEMENT';

/** A screenshot: the whole page, or only the viewport while a dialog is open (the page under it is not what is looked at). */
const shot = (page: Page, name: string, width: number, fullPage = true) =>
  page.screenshot({ path: test.info().outputPath(`company-letters-${name}-${width}.png`), fullPage });
const dayOffset = (days: number) => isoDay(new Date(Date.now() + days * DAY_MS));

async function fillDetails(dialog: Locator) {
  await dialog.getByLabel('Address *').fill('12 Elm Street');
  await dialog.getByLabel('City *').fill('Dallas');
  await dialog.getByLabel('State *').fill('tx');
  await dialog.getByLabel('ZIP *').fill('75201');
}

for (const width of [1280, 390]) {
  test(`${width} wide: a report → the Credit File's letters → a goodwill letter and a validation request previewed`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const errors = collectErrors(page);
    await signUpViaApi(page);

    await page.goto('/document-center');
    const upload = tabPanel(page, 'Upload Documents');
    await upload.getByLabel('Choose files').setInputFiles(REPORT);
    await upload.getByRole('button', { name: 'Upload & Process' }).click();
    await expect(toastText(page, 'Upload Complete')).toBeVisible();
    const doc = page.getByRole('list', { name: 'Your documents' }).getByRole('listitem', { name: path.basename(REPORT) });
    await expect(doc.getByText('Processed', { exact: true })).toBeVisible({ timeout: 60_000 });

    // The file: each account offers the letters that fit it, and only those.
    await page.goto('/credit-file');
    await expect(h1(page)).toHaveText('Credit File');
    const accounts = page.getByRole('list', { name: 'Accounts' });
    const loanLetters = accounts.getByRole('navigation', { name: new RegExp(`^${LOAN}.*: letters to the company$`) });
    const collectionLetters = accounts.getByRole('navigation', { name: new RegExp(`^${COLLECTION}.*: letters to the company$`) });
    await expect(loanLetters.getByRole('link')).toHaveText(['Goodwill letter']);
    await expect(collectionLetters.getByRole('link')).toHaveText(['Debt validation request', 'Pay-for-delete offer']);
    await expect(accounts.getByRole('navigation', { name: /^CHASE CARD SERVICES/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'file', width);

    // The goodwill letter: the late mark as the report shows it, the reason in the user's words, no claim of an error.
    await loanLetters.getByRole('link', { name: 'Goodwill letter' }).click();
    await expect(h1(page)).toHaveText('Letters to Companies');
    await expect(page.getByRole('list', { name: 'Late payments your reports show' })).toHaveText('Experian: 30 days late in February 2025');
    await expect(page.getByText(`To ${LOAN}, PO BOX 9786, CEDAR RAPIDS, IA 52409 (telephone (800) 874-8822), as your credit report prints it.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not for this account' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'goodwill-page', width);
    await page.getByRole('button', { name: 'Write the goodwill letter' }).click();
    const goodwill = page.getByRole('dialog', { name: `Goodwill letter to ${LOAN}` });
    await goodwill.getByLabel('What happened (optional)').fill('My autopay failed after I changed banks; I paid as soon as I saw it.');
    await fillDetails(goodwill);
    await expectNoSeriousA11yViolations(page);
    await goodwill.getByRole('button', { name: 'Write the letter' }).click();
    const goodwillText = goodwill.getByLabel('Letter text');
    await expect(goodwillText).toContainText('Re: Goodwill request to remove a late payment');
    await expect(goodwillText).toContainText('Experian: 30 days late in February 2025');
    await expect(goodwillText).toContainText('“My autopay failed after I changed banks; I paid as soon as I saw it.”');
    await expect(goodwillText).toContainText('You are not required to agree to this request');
    await expect(goodwillText).not.toContainText(/inaccura|error|disput/i);
    await expect(goodwill.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'goodwill-toyota-motor-credit-co.pdf');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'goodwill-letter', width, false);
    await goodwill.getByRole('button', { name: 'Close' }).last().click();
    await expect(goodwill).toBeHidden();

    // The validation request: what the 30 days change, then the letter citing §809(b).
    await page.goto('/credit-file');
    await collectionLetters.getByRole('link', { name: 'Debt validation request' }).click();
    await expect(h1(page)).toHaveText('Letters to Companies');
    await expect(page.getByRole('heading', { name: 'What it may and may not do' })).toBeVisible();
    await page.getByRole('button', { name: 'Write the debt validation request' }).click();
    const validation = page.getByRole('dialog', { name: `Debt validation request to ${COLLECTION}` });
    const received = validation.getByLabel('Day you received the collector’s first letter about this debt');
    await received.fill(dayOffset(-45));
    await expect(validation.getByRole('status')).toContainText('applies only to a dispute sent within those 30 days');
    await received.fill(dayOffset(-10));
    await expect(validation.getByRole('status')).toContainText(/^Send it by .+FDCPA §809\(b\)/);
    await fillDetails(validation);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'validation-form', width, false);
    await validation.getByRole('button', { name: 'Write the letter' }).click();
    const validationText = validation.getByLabel('Letter text');
    await expect(validationText).toContainText('I dispute this debt, and I request validation of it.');
    await expect(validationText).toContainText('you must stop collecting it until you obtain verification of the debt');
    await expect(validationText).toContainText('Original creditor: SYNCHRONY BANK/ LOWES');
    await expect(validation.getByText('FDCPA §809(b)', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'validation-letter', width, false);
    await settle(page);
    expect(errors).toEqual([]);
  });
}
