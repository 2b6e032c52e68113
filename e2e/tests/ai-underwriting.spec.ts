import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  collectErrors,
  e2eSql,
  expectNoSeriousA11yViolations,
  h1,
  openTab,
  screenshotsAt,
  settle,
  signUpViaApi,
  siteOrigin,
  tabPanel,
  toastText,
} from './support';

/**
 * Issues 14 and 26: on /ai-underwriting a new user (self-reported 640) uploads a real credit report (the reader's
 * Equifax text copy, with a charged-off card), copies its total balance into existing debts ('Data Auto-filled'), runs
 * the offline analysis (score out of 100, risk, confidence, reasons in adverse-action words, recommendations), sends a
 * builder partner a request in one click ("Request sent to … — finish on …'s site": the partner's webhook, a loopback
 * receiver, gets builder.signup), gets illustrative credit-protection quotes and saves one (no policy exists), and reads
 * the Integrations tab. A user with no report and no score gets no score and no quotes. Axe on every tab; screenshots
 * of every tab at 1280 and 390 wide.
 */

const REPORTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/test/fixtures/reports');

/**
 * AI underwriting and insurance quotes are the Elite plan's (402 without it). The e2e site has no Stripe keys, so the
 * user is given what Stripe's confirmed subscription would store.
 */
const grantElite = (userId: number) =>
  e2eSql(
    `insert into "subscriptions" ("user_id", "plan_id", "provider", "status", "stripe_subscription_id", "current_period_start", "current_period_end", "confirmed_at")
     values ($1, 'elite', 'stripe', 'active', $2, now(), now() + interval '30 days', now())`,
    [userId, `sub_e2e_${userId}_${Date.now()}`],
  );

/** A partner's webhook receiver on 127.0.0.1 (WEBHOOK_ALLOW_LOOPBACK in playwright.config.ts), counting builder.signup events. */
function startPartner() {
  const events: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      events.push(body);
      res.writeHead(200).end('ok');
    });
  });
  return new Promise<{ url: string; events: string[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/partner`, events, close: () => server.close() }),
    ),
  );
}

/** Every builder partner's webhook for this user points at the receiver, so any request the analysis offers reaches it. */
async function partnerWebhooks(page: Page, userId: number, url: string) {
  for (const provider of ['self', 'kikoff', 'chime', 'extra', 'perchcard']) {
    const res = await page.request.post('/api/webhooks', {
      data: { userId, provider, webhookUrl: url, generateSecret: true, isActive: true },
      headers: { origin: siteOrigin() },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test('upload a report → Data Auto-filled → analysis with reasons and recommendations → request sent → illustrative quotes → integrations', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const user = await signUpViaApi(page, { onboard: true });
  await grantElite(user.id);
  const partner = await startPartner();
  await partnerWebhooks(page, user.id, partner.url);

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
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(/^Creditworthiness score: \d+\/100$/)
      .first(),
  ).toBeVisible();
  await expect(analysis.getByText(/^(Low|Medium|High) risk$/)).toBeVisible();
  // the charged-off card in the report is the first reason, in the words a lender must use
  const reasons = analysis.getByRole('list', { name: 'Principal reasons' }).getByRole('listitem');
  await expect(reasons.first()).toContainText('Serious delinquency: an account charged off or placed for collection');
  await expect(reasons.first()).toContainText('CAPITAL ONE');
  const recommendations = analysis.getByRole('list', { name: 'Recommendations' }).getByRole('listitem');
  await expect(recommendations.first()).toBeVisible();
  // a builder partner: the request is sent (its signed builder.signup reaches the partner) and reads what it is
  const request = analysis.getByRole('button', { name: /^Send request: / }).first();
  await request.click();
  await expect(toastText(page, 'Request Sent')).toBeVisible();
  const requested = recommendations.filter({ hasText: 'Requested' }).first();
  await expect(requested).toContainText(/Request sent to (Self|Kikoff|Chime|Extra|Perch) — finish on \1's site/);
  await expect(requested.getByRole('link', { name: /^finish on .+'s site/ })).toHaveAttribute('target', '_blank');
  await expect(analysis.getByText('Enrolled', { exact: true })).toHaveCount(0);
  await expect.poll(() => partner.events.filter((e) => e.includes('"builder.signup"')).length).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'ai-underwriting-analysis');

  const protection = await openTab(page, 'Credit Protection');
  await protection.getByRole('button', { name: 'Get Quotes' }).click();
  const quotes = protection.getByRole('list', { name: 'Quotes' }).getByRole('listitem');
  await expect(quotes).toHaveCount(3);
  await expect(quotes.first()).toContainText('FinX Shield');
  await expect(quotes.first()).toContainText('/month');
  await expect(quotes.first()).toContainText('Maximum coverage');
  await expect(quotes.first().getByText('Illustrative', { exact: true })).toBeVisible();
  await expect(protection.getByRole('button', { name: /^Purchase/ })).toHaveCount(0);
  await quotes
    .first()
    .getByRole('button', { name: /^Save illustrative quote: FinX Shield, / })
    .click();
  await expect(toastText(page, 'Illustrative Quote Saved')).toBeVisible();
  await expect(toastText(page, 'FinX Shield: no policy exists — no insurer is connected, and nothing is charged.')).toBeVisible();
  const saved = protection.getByRole('list', { name: 'Saved quotes and policies' }).getByRole('listitem').first();
  await expect(saved.getByText('Illustrative — no policy', { exact: true })).toBeVisible();
  await expect(saved.getByRole('button')).toHaveCount(0);
  await expect(quotes.first().getByText('Saved — no policy')).toBeVisible();
  await expect(page.getByText(/Insurance Activated|policy is active/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'ai-underwriting-protection');

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
  partner.close();
  expect(errors).toEqual([]);
});

test('no report and no score: the analysis gives no score or risk level, says what it needs, and prices no insurance', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await grantElite((await signUpViaApi(page)).id);
  await page.goto('/ai-underwriting');
  await expect(h1(page)).toHaveText('AI Credit Optimization');
  const analysis = await openTab(page, 'AI Analysis');
  await analysis.getByLabel('Monthly income').fill('9000');
  await analysis.getByLabel('Years employed').fill('8');
  await analysis.getByLabel('Monthly expenses').fill('1500');
  await analysis.getByLabel('Existing debts').fill('2000');
  await analysis.getByRole('button', { name: 'Run AI Analysis' }).click();
  await expect(toastText(page, 'No score yet: upload a credit report so the analysis can read your credit history.')).toBeVisible();
  await expect(analysis.getByText('No score without a credit report')).toBeVisible();
  await expect(analysis.getByText('Not assessed', { exact: true })).toBeVisible();
  await expect(analysis.getByText('20%', { exact: true })).toBeVisible();
  await expect(analysis.getByText(/\/100|low risk/i)).toHaveCount(0);
  await expect(analysis.getByText(/^No score yet: upload a credit report so the analysis can read your credit history\./).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'ai-underwriting-no-credit-data');

  const protection = await openTab(page, 'Credit Protection');
  await expect(protection.getByText('No quotes without credit data')).toBeVisible();
  await expect(protection.getByRole('button', { name: 'Get Quotes' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await protection.getByRole('button', { name: 'Go to Upload Reports' }).click();
  await expect(tabPanel(page, 'Upload Reports').getByText('No reports yet')).toBeVisible();
  await settle(page);
  expect(errors).toEqual([]);
});
