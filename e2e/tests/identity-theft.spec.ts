import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  collectErrors,
  disputeThis,
  expectNoSeriousA11yViolations,
  fillLetterAddress,
  h1,
  settle,
  signUpViaApi,
  toastText,
  uploadCreditReport,
} from './support';
import { isoDay } from '@finx/contracts';

/**
 * Issue 29, identity theft end to end at 1280 and 390: a three-bureau report is read → on the Credit File,
 * "Dispute this" on the charged-off Santander loan → "Someone used my identity" → the identity-theft path: the FTC
 * step (IdentityTheft.gov, the report number, day and copy), the ID → "Request the blocks" → three §605B letters,
 * one per bureau, each enclosing the FTC report and the ID, with the 4-business-day clock; fraud alert and freezes.
 */

const REPORT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/test/fixtures/reports/three-bureau-monitoring.txt');
const ITEM = 'SANTANDER CONSUMER USA';

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: test.info().outputPath(`identity-theft-${name}-${width}.png`), fullPage: true });

/** A one-page PDF holding `lines` in Helvetica (what IdentityTheft.gov's download and a scanned ID stand in for). */
function textPdf(lines: string[]): Buffer {
  const stream = `BT /F1 14 Tf 72 720 Td 18 TL ${lines.map((l) => `(${l.replace(/[()\\]/g, '')}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function uploadTo(page: Page, legend: string, name: string, lines: string[]) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Choose files').setInputFiles({ name, mimeType: 'application/pdf', buffer: textPdf(lines) });
  await group.getByRole('button', { name: 'Upload & Process' }).click();
  await expect(group.getByRole('radio', { name: new RegExp(name) })).toBeVisible({ timeout: 60_000 });
  await group.getByRole('radio', { name: new RegExp(name) }).check();
}

for (const width of [1280, 390]) {
  test(`${width} wide: Credit File → Someone used my identity → FTC report → three §605B block letters`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const errors = collectErrors(page);
    const user = await signUpViaApi(page);

    // A three-bureau report, read.
    await uploadCreditReport(page, REPORT);

    // The Credit File: "Dispute this" on the loan, "Someone used my identity" leads to the path instead of a dispute.
    await page.goto('/credit-file');
    await expect(h1(page)).toHaveText('Credit File');
    const dialog = await disputeThis(page, ITEM);
    await dialog.getByRole('radio', { name: 'Someone used my identity' }).check();
    await expect(dialog).toContainText('FCRA §605B');
    await expect(dialog.getByRole('button', { name: 'Save dispute' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('link', { name: 'Start the identity theft steps' }).click();

    // The path: each step explained, the FTC report filed by the user at IdentityTheft.gov.
    await expect(h1(page)).toHaveText('Identity Theft');
    await expect(page).toHaveURL(/\/disputes\/identity-theft\?item=[0-9a-f]+/);
    await expect(page.getByText(`${ITEM} ****3088`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Open IdentityTheft\.gov/ })).toHaveAttribute('href', 'https://www.identitytheft.gov/');
    await expect(page.getByText(/18 U\.S\.C\. §1001/)).toBeVisible();
    for (const bureau of ['Experian', 'Equifax', 'TransUnion']) {
      await expect(page.getByRole('link', { name: `Fraud alert at ${bureau} (opens in a new tab)` })).toBeVisible();
      await expect(page.getByRole('link', { name: `Freeze at ${bureau} (opens in a new tab)` })).toBeVisible();
    }
    // nothing chosen: each missing piece is named, nothing is saved
    await page.getByRole('button', { name: 'Request the blocks' }).click();
    await expect(page.getByText('Enter the FTC report number: the digits at the top of your Identity Theft Report')).toBeVisible();
    await page.getByLabel('FTC report number').fill('123456789');
    await page.getByLabel('Day you filed it').fill(isoDay(new Date()));
    const name = `${user.firstName.toUpperCase()} ${user.lastName.toUpperCase()}`;
    // the FTC report's layout: its number on top, then the victim's contact information (name above the street)
    const ftcReport = [
      'FEDERAL TRADE COMMISSION',
      'IDENTITY THEFT REPORT',
      'FTC Report Number: 123456789',
      'Contact Information',
      name,
      '12 ELM STREET',
      'DALLAS, TX 75201',
    ];
    await uploadTo(page, 'Your FTC Identity Theft Report (the PDF you downloaded)', 'ftc-identity-theft-report.pdf', ftcReport);
    await uploadTo(page, 'Your ID', 'drivers-license.pdf', [
      'TEXAS',
      'DRIVER LICENSE',
      `LN ${user.lastName.toUpperCase()}`,
      `FN ${user.firstName.toUpperCase()}`,
    ]);
    await expect(page.getByText('Name matches your account')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'ftc-step', width);

    // The three block letters, one per bureau, each with its own 4-business-day clock.
    await page.getByRole('button', { name: 'Request the blocks' }).click();
    await expect(toastText(page, 'Block Requests Saved')).toBeVisible();
    const letters = page.getByRole('listitem', { name: ITEM });
    await expect(letters).toHaveCount(3);
    for (const bureau of ['Experian', 'Equifax', 'TransUnion'])
      await expect(page.getByText(`Identity Theft Block (§605B) · ${bureau} · round 1`)).toBeVisible();
    await expect(letters.first()).toContainText('The bureau must block it within 4 business days of receiving your request');
    await expect(letters.first()).toContainText('Block due');
    await expect(page.getByText('Resting on your FTC Identity Theft Report 123456789')).toBeVisible();

    // One letter previewed: §605B, the FTC report and the ID listed as its enclosures.
    await letters.first().getByRole('button', { name: 'Send Certified Mail' }).click();
    const send = page.getByRole('dialog', { name: ITEM });
    await expect(send).toContainText('block it within 4 business days');
    await fillLetterAddress(send);
    await send.getByRole('button', { name: 'Preview Letter' }).click();
    const preview = page.getByRole('dialog', { name: `Letter preview: ${ITEM}` });
    const text = preview.getByLabel('Letter text');
    await expect(text).toContainText('Request to block information resulting from identity theft');
    await expect(text).toContainText('FTC Identity Theft Report number 123456789');
    await expect(text).toContainText('Copy of my FTC Identity Theft Report, number 123456789 (ftc-identity-theft-report.pdf)');
    await expect(text).toContainText('Proof of my identity: a copy of my ID (drivers-license.pdf)');
    await expect(preview).toContainText('FCRA §605B');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'block-letter', width);
    await preview.getByRole('button', { name: 'Back' }).click();
    await expect(preview).toBeHidden();
    await send.getByRole('button', { name: 'Cancel' }).click();
    await expect(send).toBeHidden();

    await expectNoSeriousA11yViolations(page);
    await shot(page, 'blocks', width);
    await settle(page);
    expect(errors).toEqual([]);
  });
}

for (const width of [1280, 390]) {
  test(`${width} wide: an item the user said is theirs: the path explains the refusal (CROA) and offers the lawful dispute`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const errors = collectErrors(page);
    await signUpViaApi(page);
    await uploadCreditReport(page, REPORT);
    await page.goto('/credit-file');
    const dialog = await disputeThis(page, ITEM);
    await dialog.getByRole('radio', { name: 'The balance is wrong' }).check();
    await dialog.getByRole('checkbox', { name: 'Equifax' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'TransUnion' }).uncheck();
    await dialog.getByRole('button', { name: 'Save dispute' }).click();
    await expect(toastText(page, 'Dispute saved')).toBeVisible();
    await disputeThis(page, ITEM);
    await dialog.getByRole('radio', { name: 'Someone used my identity' }).check();
    await dialog.getByRole('link', { name: 'Start the identity theft steps' }).click();
    await expect(h1(page)).toHaveText('Identity Theft');
    await expect(page.getByRole('alert')).toContainText('15 U.S.C. 1679b(a)');
    await expect(page.getByRole('button', { name: 'Request the blocks' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Credit File' }).last()).toHaveAttribute('href', '/credit-file');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'refused', width);
    await settle(page);
    expect(errors).toEqual([]);
  });
}
