import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';

/** Spec part 1 §2 / part 2 §2 (and shell/src/app/routes.ts): public routes have no sidebar and no footer. */
export const PUBLIC_ROUTES = ['/', '/landing', '/about', '/contact', '/privacy', '/terms', '/help', '/thank-you', '/auth', '/onboarding'] as const;
export const SIDEBAR_ROUTES = [
  '/dashboard',
  '/credit-file',
  '/coaching',
  '/disputes',
  '/ai-underwriting',
  '/document-center',
  '/notifications',
  '/subscription',
  '/progress',
  '/webhooks',
] as const;

/** The sidebar's navigation landmark (shell layout). */
export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main', exact: true });

/**
 * The footer of the sidebar layout: the page's contentinfo landmark, with the company postal address in Dallas, TX.
 * (A public page's own footer sits inside <main>, so it is not a landmark.)
 */
export const layoutFooter = (page: Page): Locator => page.getByRole('contentinfo').filter({ hasText: 'Dallas, TX' });

export const h1 = (page: Page): Locator => page.getByRole('heading', { level: 1 });

/** Collects console errors and uncaught page errors from the moment it is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url ?? ''})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Let late requests (and their errors) settle without failing on a page that keeps a connection open. */
export async function settle(page: Page, ms = 5000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: ms }).catch(() => {});
}

/** axe-core on the current page: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`)
          .join('\n')}`,
    )
    .join('\n');
  expect(bad, `axe found serious/critical violations on ${page.url()}:\n${report}`).toEqual([]);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * A toast's text. The toaster also copies every toast into a screen-reader live region, so the same
 * words are on the page twice: look inside the toast region, first match.
 */
export const toastText = (page: Page, text: string): Locator =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .first();

let seq = 0;

/** A unique, valid registration payload. */
export function newUser(overrides: Partial<Record<'username' | 'email' | 'password' | 'firstName' | 'lastName', string>> = {}) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${seq++}`;
  return { username: `e2e_${id}`, email: `e2e_${id}@example.com`, password: 'e2e-password', firstName: 'Casey', lastName: 'Morgan', ...overrides };
}

/**
 * Registers a user through the API in the page's browser context (the session cookie lands in the
 * page), optionally with a completed onboarding. Sends the Origin a browser would (CSRF check).
 */
export async function signUpViaApi(page: Page, opts: { onboard?: boolean } = {}) {
  const user = newUser();
  const origin = siteOrigin();
  const res = await page.request.post('/api/auth/register', { data: user, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  const { user: created } = (await res.json()) as { user: { id: number } };
  if (opts.onboard) {
    const profile = await page.request.post('/api/credit-profiles', {
      data: { userId: created.id, currentScore: 640, targetScore: 760 },
      headers: { origin },
    });
    expect(profile.status()).toBe(201);
  }
  return { ...user, id: created.id };
}

/** The site's origin (playwright.config.ts baseURL): what a browser sends as Origin. */
export const siteOrigin = () => new URL(test.info().project.use.baseURL as string).origin;

/** A tab of the screen's tab list, by its exact name. */
export const tab = (page: Page, name: string): Locator => page.getByRole('tab', { name, exact: true });
/** The panel of the tab named `name`. */
export const tabPanel = (page: Page, name: string): Locator => page.getByRole('tabpanel', { name, exact: true });

/** Selects the tab `name` and returns its panel. */
export async function openTab(page: Page, name: string): Promise<Locator> {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  return tabPanel(page, name);
}

/** Full-page screenshots `<name>-1280.png` and `<name>-390.png` in the test's output folder; back to 1280 wide after. */
export async function screenshotsAt(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The FinX contract the first letter asks for (issue 26: no credit repair service before it): the disclosure of the
 * consumer's rights, the contract and the notice of cancellation, then tick and sign. `shot` saves a screenshot.
 */
export async function acceptFinxContract(page: Page, signature: string, shot?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Your FinX contract' });
  await expect(dialog.getByRole('heading', { name: 'Consumer Credit File Rights Under State and Federal Law' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('heading', { name: 'Notice of Cancellation' })).toBeVisible();
  await expect(dialog).toContainText('Each certified-mail package to a bureau costs $8.50, in US dollars, billed only after the carrier has accepted it');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('textbox', { name: /Type your full name to sign/ }).fill(signature);
  await expectNoSeriousA11yViolations(page);
  if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog).toBeHidden();
}

/** The confirmation of a mailing (issue 26): each package with its bureau's address, the price and how it is paid; then Confirm. */
export async function confirmMailing(page: Page, { total, addresses, shot }: { total: string; addresses: string[]; shot?: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Confirm (this mailing|these \d mailings)$/ });
  for (const line of addresses) await expect(dialog.getByRole('list', { name: 'Packages to mail' })).toContainText(line, { timeout: 20_000 });
  await expect(dialog).toContainText(`Total${total}`);
  await expect(dialog).toContainText('after the carrier accepts it');
  await expectNoSeriousA11yViolations(page);
  if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  await dialog.getByRole('button', { name: /^Confirm and send/ }).click();
}

/**
 * Uploads a credit report (a file's path) on the Document Center's Upload tab and waits until it is read.
 */
export async function uploadCreditReport(page: Page, file: string): Promise<void> {
  await page.goto('/document-center');
  const upload = tabPanel(page, 'Upload Documents');
  await upload.getByLabel('Choose files').setInputFiles(file);
  await upload.getByRole('button', { name: 'Upload & Process' }).click();
  await expect(toastText(page, 'Upload Complete')).toBeVisible();
  const doc = page.getByRole('list', { name: 'Your documents' }).getByRole('listitem', { name: path.basename(file) });
  await expect(doc.getByText('Processed', { exact: true })).toBeVisible({ timeout: 60_000 });
}

/** "Dispute this" on the Credit File's account of `creditor`: the dialog it opens. */
export async function disputeThis(page: Page, creditor: string): Promise<Locator> {
  const account = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem', { name: new RegExp(`^${creditor}`) });
  await account.getByRole('button', { name: new RegExp(`^Dispute this: ${creditor}`) }).click();
  return page.getByRole('dialog', { name: new RegExp(`^Dispute ${creditor}`) });
}

/** The mailing address a letter dialog asks for the first time (the name comes from the account). */
export async function fillLetterAddress(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Address *').fill('12 Elm Street');
  await dialog.getByLabel('City *').fill('Dallas');
  await dialog.getByLabel('State *').fill('tx');
  await dialog.getByLabel('ZIP *').fill('75201');
}

/**
 * One statement on the e2e site's embedded PostgreSQL (playwright.config.ts: EMBEDDED_PG_PORT), for what an e2e
 * cannot wait for or reach (weeks passing, a payment processor's confirmation).
 */
export async function e2eSql(statement: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres:finx-embedded@127.0.0.1:${process.env.E2E_EMBEDDED_PG_PORT ?? '54339'}/finx` });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}
