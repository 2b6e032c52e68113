import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { acceptFinxContract, collectErrors, confirmMailing, expectNoSeriousA11yViolations, h1, settle, sidebar, signUpViaApi, toastText } from './support';

/**
 * Issue 24, the journey of a new user on a computer (1280) and on a phone (390): upload a one-bureau report (the
 * reader's Experian online copy, with a collection) → the Credit File shows it → "Dispute this" on the collection
 * ("This isn't mine": a debt validation letter to Experian) → the dispute is on /disputes with no due date yet →
 * preview → send by certified mail (the sandbox carrier) → tracking to delivery, when the bureau's 30 days start.
 */

const REPORT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/test/fixtures/reports/experian-online.txt');
const COLLECTION = 'MIDLAND CREDIT MANAGEMENT';

const shot = (page: Page, name: string, width: number) => page.screenshot({ path: test.info().outputPath(`credit-file-${name}-${width}.png`), fullPage: true });

for (const width of [1280, 390]) {
  test(`${width} wide: upload a report → Credit File → Dispute this → /disputes → preview → send → tracking`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const errors = collectErrors(page);
    const user = await signUpViaApi(page);

    // Nothing read yet: the file says so and sends the user to upload.
    await page.goto('/credit-file');
    await expect(h1(page)).toHaveText('Credit File');
    await expect(page.getByText('Your credit file is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Upload a credit report' }).click();
    await expect(h1(page)).toHaveText('Document Center');

    const upload = page.getByRole('tabpanel', { name: 'Upload Documents', exact: true });
    await upload.getByLabel('Choose files').setInputFiles(REPORT);
    await upload.getByRole('button', { name: 'Upload & Process' }).click();
    await expect(toastText(page, 'Upload Complete')).toBeVisible();
    const doc = page.getByRole('list', { name: 'Your documents' }).getByRole('listitem', { name: 'experian-online.txt' });
    await expect(doc.getByText('Processed', { exact: true })).toBeVisible({ timeout: 60_000 });

    // The file: Experian's report, the other two bureaus missing, the collection among the negative accounts.
    // (on a phone the sidebar is a drawer the layout suite covers: go by address)
    if (width === 390) await page.goto('/credit-file');
    else await sidebar(page).getByRole('link', { name: 'Credit File', exact: true }).click();
    await expect(h1(page)).toHaveText('Credit File');
    const collection = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem', { name: new RegExp(`^${COLLECTION}`) });
    await expect(collection).toContainText('****8812');
    await expect(collection).toContainText('Negative');
    await expect(page.getByText('Equifax').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Dispute this: / }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'file', width);

    // Dispute this: what is wrong in plain words; FinX shows the letter and the law before saving.
    await collection.getByRole('button', { name: new RegExp(`^Dispute this: ${COLLECTION}`) }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Dispute ${COLLECTION}`) });
    await dialog.getByRole('button', { name: 'Save dispute' }).click();
    await expect(dialog.getByText('Choose what is wrong with this item')).toBeVisible();
    await dialog.getByRole('radio', { name: "This isn't mine" }).check();
    await expect(dialog).toContainText('Debt Validation');
    await expect(dialog).toContainText('FDCPA §809(b)');
    await expect(dialog.getByRole('checkbox', { name: 'Experian' })).toBeChecked();
    await dialog.getByLabel('Anything to add?').fill('I never had an account with Midland.');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'dispute-this', width);
    await dialog.getByRole('button', { name: 'Save dispute' }).click();
    await expect(toastText(page, 'Dispute saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(collection.getByRole('link', { name: 'Disputed with Experian' })).toBeVisible();

    // The same dispute on /disputes: saved, not sent, so no due date yet.
    await collection.getByRole('link', { name: 'Disputed with Experian' }).click();
    await expect(h1(page)).toHaveText('Guardian');
    const item = page.getByRole('listitem', { name: COLLECTION });
    await expect(item).toBeInViewport();
    await expect(item).toContainText("The bureau's 30 days start when it receives your letter");
    await expect(item).toContainText('I never had an account with Midland.');
    await expect(item).not.toContainText(/days left/);
    await shot(page, 'disputes', width);

    // Preview and send by certified mail (the details the letter needs are asked once).
    await item.getByRole('button', { name: 'Send Certified Mail' }).click();
    const send = page.getByRole('dialog', { name: COLLECTION });
    await expect(send).toContainText("The bureau's 30 days start when it receives your letter");
    await send.getByLabel('Address *').fill('12 Elm Street');
    await send.getByLabel('City *').fill('Dallas');
    await send.getByLabel('State *').fill('tx');
    await send.getByLabel('ZIP *').fill('75201');
    await send.getByRole('button', { name: 'Preview Letter' }).click();
    const preview = page.getByRole('dialog', { name: `Letter preview: ${COLLECTION}` });
    await expect(preview.getByLabel('Letter text')).toContainText(COLLECTION);
    await expect(preview.getByLabel('Letter text')).toContainText('12 Elm Street');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'preview', width);
    await preview.getByRole('button', { name: 'Approve & Send' }).click();
    // The contract first (a new user has none), then the price confirmed (issue 26).
    await acceptFinxContract(page, `${user.firstName} ${user.lastName}`, `credit-file-contract-${width}`);
    await confirmMailing(page, { total: '$8.50', addresses: ['P.O. Box 4500', 'Allen, TX 75013'], shot: `credit-file-confirm-${width}` });
    await expect(toastText(page, 'Dispute Letter Sent')).toBeVisible({ timeout: 20_000 });
    await expect(preview).toBeHidden();

    // Tracking: the carrier's events up to delivery, which starts the bureau's 30 days.
    await expect(item.getByRole('list', { name: 'Tracking events' })).toContainText('Mailed', { timeout: 20_000 });
    await expect(item.getByRole('list', { name: 'Mailing progress' }).locator('[aria-current="step"]')).toContainText('Delivered', { timeout: 45_000 });
    await expect(item).toContainText(/answer due .+: 30 days left/i);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'tracking', width);
    await settle(page);
    expect(errors).toEqual([]);
  });
}
