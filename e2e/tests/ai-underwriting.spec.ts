import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { collectErrors, expectNoSeriousA11yViolations, h1, openTab, screenshotsAt, settle, signUpViaApi, tabPanel, toastText } from './support';

/**
 * Issue 14: on /ai-underwriting a new user (self-reported 640) uploads a real credit report (the reader's Equifax
 * text copy, with a charged-off card), copies its total balance into existing debts ('Data Auto-filled'), runs the
 * offline analysis (score out of 100, risk, confidence, reasons in adverse-action words, recommendations),
 * enrols with a builder partner in one click, gets credit-protection quotes, buys one ('Insurance Activated') and
 * cancels it, and reads the Integrations tab. Axe on every tab; screenshots of every tab at 1280 and 390 wide.
 */

const REPORTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/test/fixtures/reports');

test('upload a report → Data Auto-filled → analysis with reasons and recommendations → enrol → quotes → policy → integrations', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await signUpViaApi(page, { onboard: true });

  await page.goto('/ai-underwriting');
  await expect(h1(page)).toHaveText('AI Credit Optimization');
  await expect(page.getByRole('tab')).toHaveText(['Upload Reports', 'AI Analysis', 'Credit Protection', 'Integrations']);
  const upload = tabPanel(page, 'Upload Reports');
  await expect(upload.getByText('No reports yet')).toBeVisible();

  // Credit protection waits for an analysis.
  await expect((await openTab(page, 'Credit Protection')).getByText('Run an analysis first')).toBeVisible();
  await openTab(page, 'Upload Reports');
  await expectNoSeriousA11yViolations(page);

  await upload.getByLabel('Choose files').setInputFiles(path.join(REPORTS, 'equifax-paged.txt'));
  await upload.getByRole('button', { name: 'Upload & Process' }).click();
  await expect(toastText(page, 'Upload Complete')).toBeVisible();
  const report = upload.getByRole('list', { name: 'Processed reports' }).getByRole('listitem').first();
  await expect(report.getByText('Processed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(report.getByText('Equifax', { exact: true })).toBeVisible();
  await expect(report.getByText('604', { exact: true })).toBeVisible();
  const useBalance = report.getByRole('button', { name: /^Use as existing debts: the \$[\d,]+ total balance$/ });
  const balance = ((await useBalance.getAttribute('aria-label')) ?? '').match(/\$([\d,]+)/)![1]!.replace(/,/g, '');
  await useBalance.click();
  await expect(toastText(page, 'Data Auto-filled')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'ai-underwriting-upload');

  const analysis = await openTab(page, 'AI Analysis');
  await expect(analysis.getByLabel('Existing debts')).toHaveValue(balance);
  await analysis.getByLabel('Monthly income').fill('5200');
  await analysis.getByLabel('Years employed').fill('3');
  await analysis.getByLabel('Monthly expenses').fill('2100');
  await analysis.getByRole('button', { name: 'Run AI Analysis' }).click();
  await expect(toastText(page, 'AI Analysis Complete')).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/^Creditworthiness score: \d+\/100$/).first()).toBeVisible();
  await expect(analysis.getByText(/^(Low|Medium|High) risk$/)).toBeVisible();
  // the charged-off card in the report is the first reason, in the words a lender must use
  const reasons = analysis.getByRole('list', { name: 'Principal reasons' }).getByRole('listitem');
  await expect(reasons.first()).toContainText('Serious delinquency: an account charged off or placed for collection');
  await expect(reasons.first()).toContainText('CAPITAL ONE');
  const recommendations = analysis.getByRole('list', { name: 'Recommendations' }).getByRole('listitem');
  await expect(recommendations.first()).toBeVisible();
  const enroll = analysis.getByRole('button', { name: /^Enroll: / }).first();
  await enroll.click();
  await expect(toastText(page, 'Builder Account Added')).toBeVisible();
  await expect(analysis.getByText('Enrolled', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'ai-underwriting-analysis');

  const protection = await openTab(page, 'Credit Protection');
  await protection.getByRole('button', { name: 'Get Quotes' }).click();
  const quotes = protection.getByRole('list', { name: 'Quotes' }).getByRole('listitem');
  await expect(quotes).toHaveCount(3);
  await expect(quotes.first()).toContainText('FinX Shield');
  await expect(quotes.first()).toContainText('/month');
  await expect(quotes.first()).toContainText('Maximum coverage');
  await quotes.first().getByRole('button', { name: /^Purchase FinX Shield/ }).click();
  await expect(toastText(page, 'Insurance Activated')).toBeVisible();
  const policy = protection.getByRole('list', { name: 'Your policies' }).getByRole('listitem').first();
  await expect(policy.getByText('Active', { exact: true })).toBeVisible();
  await expect(quotes.first().getByText('Active policy')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'ai-underwriting-protection');
  await policy.getByRole('button', { name: 'Cancel FinX Shield policy' }).click();
  await expect(policy.getByText('Cancelled', { exact: true })).toBeVisible();

  const integrations = await openTab(page, 'Integrations');
  await expect(integrations.getByText('FinX offline model (finx-offline-1)')).toBeVisible();
  await expect(integrations.getByText('FinX Shield')).toBeVisible();
  await expect(integrations.getByText('Harbor Payment Protection')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'ai-underwriting-integrations');

  // The last result shows on return.
  await page.reload();
  await expect(h1(page)).toHaveText('AI Credit Optimization');
  await expect((await openTab(page, 'AI Analysis')).getByRole('list', { name: 'Principal reasons' })).toContainText('Serious delinquency');

  await settle(page);
  expect(errors).toEqual([]);
});
