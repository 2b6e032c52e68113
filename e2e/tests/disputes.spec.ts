import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_CARRIER_NOTICE } from '@finx/contracts';
import { acceptFinxContract, collectErrors, confirmMailing, expectNoSeriousA11yViolations, h1, settle, signUpViaApi, toastText } from './support';

/**
 * Issue 12: on /disputes a user files a dispute, previews and approves the letter, sends it by certified mail
 * (the sandbox carrier, SANDBOX_MAIL_STEP_SECONDS=2 in playwright.config.ts), watches the tracking events reach
 * Delivered and the bureau's 30 days start, records the answer 'Deleted', and the success rate follows.
 */

/** A summary card: a section named by its label. */
const summary = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const activeDispute = (page: Page, creditor: string) => page.getByRole('listitem', { name: creditor });

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('file → preview → send by certified mail → tracking events → record Deleted → success rate', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const user = await signUpViaApi(page);

  await page.goto('/disputes');
  await expect(h1(page)).toHaveText('Guardian');
  await expect(page.getByText('No disputes filed yet')).toBeVisible();
  await expect(summary(page, 'Success Rate')).toContainText('0%');
  await expectNoSeriousA11yViolations(page);

  // The empty state's button leads to the form; a form without its required fields says so and sends nothing.
  await page.getByRole('button', { name: 'File Your First Dispute' }).click();
  await expect(page.getByRole('combobox', { name: "What's wrong?" })).toBeFocused();
  const form = page.getByRole('form', { name: 'New dispute' });
  await form.getByRole('button', { name: 'File Dispute' }).click();
  await expect(toastText(page, 'Please fill in all required fields')).toBeVisible();
  await expect(form.getByText("Choose what's wrong")).toBeVisible();

  // What is wrong in plain words: FinX picks the letter (a collector's debt: validation), shown before filing.
  await choose(page, "What's wrong?", "This isn't mine");
  await form.getByText('A debt collector reports it').click();
  await expect(form).toContainText('FinX sends a Debt Validation');
  await form.getByLabel('Creditor *').fill('Acme Collections');
  await choose(page, 'Credit bureau *', 'Experian');
  await form.getByLabel('Account number').fill('4111-2222-3333-9876');
  await form.getByLabel('Amount').fill('1250.5');
  await form.getByLabel('Description').fill('This collection account is not mine.');
  // the legal letter types stay available: the advanced choice shows what the plain words chose
  await form.getByRole('button', { name: /Advanced: choose the letter type/ }).click();
  await expect(page.getByRole('combobox', { name: 'Dispute type *' })).toContainText('Debt Validation');
  await expect(page.getByRole('combobox', { name: 'Dispute reason *' })).toContainText('Not mine');
  await form.getByRole('button', { name: 'File Dispute' }).click();
  // saved, not filed with the bureau: nothing reaches it until the letter is mailed
  await expect(toastText(page, 'Dispute saved')).toBeVisible();

  const item = activeDispute(page, 'Acme Collections');
  await expect(item).toContainText('****9876');
  await expect(item).toContainText('$1,250.50');
  await expect(item).toContainText('This collection account is not mine.');
  await expect(summary(page, 'Active Disputes')).toContainText('1');
  await expect(summary(page, 'Success Rate')).toContainText('0%');

  // Send Certified Mail: the dialog titled with the creditor; the name comes from the account.
  await item.getByRole('button', { name: 'Send Certified Mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acme Collections' });
  await expect(dialog.getByRole('region', { name: 'Certified Mail (automated)' })).toContainText('$8.50');
  await expect(dialog.getByRole('region', { name: 'FCRA deadlines' })).toContainText('45 days maximum');
  await expect(dialog.getByRole('region', { name: 'FCRA deadlines' })).toContainText("The bureau's 30 days start when it receives your letter");
  await expect(dialog.getByLabel('First name *')).toHaveValue(user.firstName);
  await dialog.getByRole('button', { name: 'Preview Letter' }).click();
  await expect(toastText(page, 'Please fill in all required user information fields')).toBeVisible();
  await dialog.getByLabel('Address *').fill('12 Elm Street');
  await dialog.getByLabel('City *').fill('Dallas');
  await dialog.getByLabel('State *').fill('tx');
  await dialog.getByLabel('ZIP *').fill('75201');
  await dialog.getByRole('button', { name: 'Preview Letter' }).click();

  const preview = page.getByRole('dialog', { name: 'Letter preview: Acme Collections' });
  const letter = preview.getByLabel('Letter text');
  await expect(letter).toContainText('Acme Collections');
  await expect(letter).toContainText('P.O. Box 4500');
  await expect(letter).toContainText('12 Elm Street');
  await expect(preview.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/api\/disputes\/\d+\/letters\/\d+\/pdf$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('disputes-preview-1280.png'), fullPage: false });

  // A new user has no contract yet: it comes first, then the price to confirm, then the letter goes (issue 26).
  await preview.getByRole('button', { name: 'Approve & Send' }).click();
  await acceptFinxContract(page, `${user.firstName} ${user.lastName}`, 'disputes-contract-1280');
  await confirmMailing(page, { total: '$8.50', addresses: ['Experian', 'P.O. Box 4500', 'Allen, TX 75013'], shot: 'disputes-confirm-1280' });
  await expect(toastText(page, 'Dispute Letter Sent')).toBeVisible({ timeout: 20_000 });
  const sent = page
    .getByRole('region', { name: /Notifications/ })
    .getByText(/^Tracking number: \d{20,22}$/)
    .first();
  await expect(sent).toBeVisible();
  const tracking = (await sent.textContent())!.replace('Tracking number: ', '');
  await expect(preview).toBeHidden();
  await expect(dialog).toBeHidden();

  // The letter's journey on the dispute: its tracking number, then the carrier's events up to Delivered.
  await expect(item).toContainText(tracking);
  await expect(item.getByText(SANDBOX_CARRIER_NOTICE)).toBeVisible(); // the sandbox carrier mails nothing, and says so (issue 26)
  await expect(item.getByRole('list', { name: 'Tracking events' })).toContainText('Mailed', { timeout: 20_000 });
  await expect(item.getByRole('list', { name: 'Mailing progress' }).locator('[aria-current="step"]')).toContainText('Delivered', { timeout: 45_000 });
  await expect(item.getByRole('list', { name: 'Tracking events' })).toContainText('In Transit');
  // delivery starts the bureau's 30 days
  await expect(item).toContainText(/Bureau's answer due .+: 30 days left/);
  await page.screenshot({ path: test.info().outputPath('disputes-1280.png'), fullPage: true });

  // The bureau deleted the item: the dispute is resolved and the rate follows.
  await item.getByRole('button', { name: 'Record answer' }).click();
  const answer = page.getByRole('dialog', { name: 'Record the answer: Acme Collections' });
  await answer.getByRole('combobox', { name: "Bureau's answer *" }).click();
  await answer.getByRole('option', { name: 'Deleted', exact: true }).click();
  await answer.getByRole('button', { name: 'Record Answer' }).click();
  await expect(toastText(page, 'Answer Recorded')).toBeVisible();
  await expect(summary(page, 'Success Rate')).toContainText('100%');
  await expect(summary(page, 'Resolved Disputes')).toContainText('1');
  await expect(summary(page, 'Active Disputes')).toContainText('0');
  await expect(page.getByRole('list', { name: 'Resolved disputes' })).toContainText('Acme Collections');
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('disputes-390.png'), fullPage: true });

  // The contract and the mailing's fee on /subscription: owed since the carrier took it, with its tracking number
  // (no card payments here, so it is billed later and nothing is shown as charged).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/subscription');
  await page.getByRole('tab', { name: 'Current Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Your FinX contract — no plan' })).toBeVisible();
  const fee = page.getByRole('table', { name: 'Certified mail fees' }).getByRole('row').nth(1);
  await expect(fee).toContainText(tracking);
  await expect(fee).toContainText('$8.50');
  await expect(fee).toContainText('Owed, billed later');
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('disputes-subscription-1280.png'), fullPage: true });
  await settle(page);
  expect(errors).toEqual([]);
});
