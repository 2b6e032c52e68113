import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_CARRIER_NOTICE } from '@finx/contracts';
import { acceptFinxContract, collectErrors, confirmMailing, expectNoSeriousA11yViolations, h1, settle, signUpViaApi, toastText } from './support';

/**
 * Issue 13: on /document-center a new user uploads real credit reports (the report reader's fixtures: an Equifax
 * text copy and a 3-bureau monitoring report) in Chromium with real upload progress, sees them processed with
 * bureau, score and negative items, files a suggested dispute, generates the bureau letters (giving a name and
 * address), mails a package by certified mail (the sandbox carrier, SANDBOX_MAIL_STEP_SECONDS=2) and watches it
 * on the Tracking tab. Axe on every tab; screenshots of every tab at 1280 and 390 wide.
 */

const REPORTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/test/fixtures/reports');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const documentItem = (page: Page, name: string) => page.getByRole('list', { name: 'Your documents' }).getByRole('listitem', { name });

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  return panel(page, name);
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: test.info().outputPath(`document-center-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('upload real reports → processed readings → file a finding → letters → certified mail → tracking', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const user = await signUpViaApi(page);

  await page.goto('/document-center');
  await expect(h1(page)).toHaveText('Document Center');
  const upload = panel(page, 'Upload Documents');
  await expect(upload.getByText('No documents yet')).toBeVisible();
  await expect(upload.getByRole('region', { name: 'Privacy and compliance' })).toContainText('Only you can see your files');

  // The later tabs wait for what the one before makes.
  await expect((await openTab(page, 'AI Letters')).getByText('Upload documents first')).toBeVisible();
  await expect((await openTab(page, 'USPS Mailing')).getByText('No letters to mail yet')).toBeVisible();
  await expect((await openTab(page, 'Tracking')).getByText('Nothing mailed yet')).toBeVisible();
  await panel(page, 'Tracking').getByRole('button', { name: 'Go to USPS Mailing' }).click();
  await expect(tab(page, 'USPS Mailing')).toHaveAttribute('aria-selected', 'true');
  await openTab(page, 'Upload Documents');
  await expectNoSeriousA11yViolations(page);

  // A file of another kind is refused before anything is sent.
  const picker = upload.getByLabel('Choose files');
  await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(upload.getByRole('alert')).toContainText('Invalid Files - Please upload PDF, TXT, CSV, or JSON files under 10MB');
  await expect(upload.getByRole('button', { name: 'Upload & Process' })).toBeDisabled();

  // Two real reports in one upload: the selected files with their size in MB.
  await picker.setInputFiles([path.join(REPORTS, 'equifax-paged.txt'), path.join(REPORTS, 'three-bureau-monitoring.txt')]);
  const selected = upload.getByRole('list', { name: /Selected files/ });
  await expect(selected.getByRole('listitem')).toHaveCount(2);
  await expect(selected).toContainText(/equifax-paged\.txt\s*\d+\.\d\d MB/);
  await upload.getByRole('button', { name: 'Upload & Process' }).click();
  await expect(toastText(page, 'Upload Complete')).toBeVisible();
  await expect(selected).toBeHidden();

  // Each report is read by the job: processing → processed, with what it says.
  const equifax = documentItem(page, 'equifax-paged.txt');
  await expect(equifax.getByText('Processed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(equifax).toContainText('Credit Report');
  await expect(equifax.getByText('Equifax', { exact: true })).toBeVisible();
  await expect(equifax.getByText('604', { exact: true })).toBeVisible();
  await expect(equifax.getByRole('list', { name: 'Negative items' })).toContainText('Charge-off: CAPITAL ONE ****9034');
  await expect(equifax.getByRole('link', { name: 'Download equifax-paged.txt' })).toHaveAttribute('href', /\/api\/documents\/\d+\/file$/);
  // a 3-bureau report names the bureaus of its columns
  const monitoring = documentItem(page, 'three-bureau-monitoring.txt');
  await expect(monitoring.getByText('Processed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(monitoring.getByText('Experian, Equifax, TransUnion')).toBeVisible();
  await expect(monitoring.getByText('672', { exact: true })).toBeVisible();
  await expect(monitoring.getByRole('list', { name: 'Negative items' })).toContainText('Collection: ENHANCED RECOVERY COMPANY ****5520 (Experian)');

  // What the reports show worth disputing, with the evidence; one is filed in one click.
  const findings = page.getByRole('list', { name: 'Suggested disputes' });
  const first = findings.getByRole('listitem', { name: 'Balance differs between bureaus: SANTANDER CONSUMER USA ****3088, Experian' });
  await expect(first).toBeVisible({ timeout: 20_000 });
  await expect(first).toContainText('Experian reports a balance of $6,215');
  await expect(first.getByRole('list', { name: 'Evidence' })).toContainText('Equifax: SANTANDER CONSUMER USA ****3088');
  await first.getByRole('button', { name: /^File dispute/ }).click();
  await expect(toastText(page, 'Dispute saved')).toBeVisible();
  await expect(first.getByText('Filed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'upload');

  // AI Letters: the contract first, then (no saved name and address yet) the details, the account’s name filled in.
  const letters = await openTab(page, 'AI Letters');
  await letters.getByRole('button', { name: 'Generate Dispute Letters' }).click();
  // A new user has no contract yet: letters for mailing are FinX's service, so it comes first (issue 26).
  await acceptFinxContract(page, `${user.firstName} ${user.lastName}`, 'document-center-contract-1280');
  const details = page.getByRole('dialog', { name: 'Your details for the letters' });
  await expect(details.getByLabel('First name *')).toHaveValue(user.firstName);
  await details.getByLabel('Address *').fill('12 Elm Street');
  await details.getByLabel('City *').fill('Dallas');
  await details.getByLabel('State *').fill('tx');
  await details.getByLabel('ZIP *').fill('75201');
  await details.getByRole('button', { name: 'Generate Letters' }).click();
  await expect(toastText(page, 'Letters Generated')).toBeVisible({ timeout: 30_000 });
  await expect(details).toBeHidden();
  const cards = letters.getByRole('list', { name: 'Dispute letters' }).getByRole('listitem', { name: / letter$/ });
  await expect(cards.first()).toBeVisible();
  const card = cards.first();
  await expect(card.getByLabel('Letter beginning')).toContainText(user.lastName);
  await expect(card.getByRole('list', { name: 'Compliance' })).toContainText('FCRA');
  await expect(card.getByText('Ready to mail')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Download PDF/ })).toHaveAttribute('href', /.+/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'letters');

  // USPS Mailing: the three bureau packages at $8.50; mail the first one that has a letter.
  const mailing = await openTab(page, 'USPS Mailing');
  const packages = mailing.getByRole('list', { name: 'Bureau packages' }).getByRole('listitem');
  await expect(packages).toHaveCount(3);
  for (const p of await packages.all()) await expect(p).toContainText('$8.50');
  const send = mailing
    .getByRole('button', { name: /^Send via USPS Certified Mail/ })
    .and(page.locator(':enabled'))
    .first();
  const bureau = ((await send.getAttribute('aria-label')) ?? '').replace('Send via USPS Certified Mail: ', '');
  await send.click();
  // The package, its bureau's address and the price, confirmed before it is sent (issue 26).
  const ADDRESS: Record<string, string> = { Experian: 'P.O. Box 4500', Equifax: 'P.O. Box 740256', TransUnion: 'P.O. Box 2000' };
  await confirmMailing(page, { total: '$8.50', addresses: [ADDRESS[bureau]!], shot: 'document-center-confirm-1280' });
  await expect(toastText(page, 'Letters Sent')).toBeVisible({ timeout: 30_000 });
  // the receipt: the package and its tracking number
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(
        new RegExp(
          `^1 package sent through the test carrier\\. ${SANDBOX_CARRIER_NOTICE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${bureau}: tracking \\d{20,22}\\.$`,
        ),
      )
      .first(),
  ).toBeVisible();
  await expect(mailing.getByRole('button', { name: `Send via USPS Certified Mail: ${bureau}` })).toBeDisabled();
  const status = mailing.getByRole('list', { name: 'Mailing status' }).getByRole('listitem').first();
  await expect(status.getByText('Sent', { exact: true })).toBeVisible();
  await expect(status).toContainText(/Package [0-9a-f]{8} · /);
  await expect(status).toContainText(/Tracking number: \d{20,22}/, { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'mailing');

  // Tracking: the shipment's real status and timeline, up to delivery and the bureau's 30 days.
  const tracking = await openTab(page, 'Tracking');
  const shipment = tracking.getByRole('listitem', { name: `${bureau} shipment` });
  await expect(shipment).toContainText(/Tracking number: \d{20,22}/);
  await expect(shipment.getByText(SANDBOX_CARRIER_NOTICE)).toBeVisible(); // the sandbox carrier mails nothing, and says so (issue 26)
  const timeline = shipment.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Package Sent');
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Delivered', { timeout: 60_000 });
  await expect(timeline).toContainText(/the bureau's answer is due by \w{3} \d{1,2}, \d{4} \(30 days per FCRA\)/);
  await expect(shipment.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'tracking');

  // The notifications of the package (and so their e-mails) say the same words (issue 26).
  await page.goto('/notifications');
  const inbox = page.getByRole('tabpanel', { name: 'Inbox' }).getByRole('list', { name: 'Notifications' });
  for (const title of ['Dispute letter mailed', 'Dispute letter delivered'])
    await expect(inbox.getByRole('listitem').filter({ hasText: title })).toContainText(SANDBOX_CARRIER_NOTICE);

  await settle(page);
  expect(errors).toEqual([]);
});
