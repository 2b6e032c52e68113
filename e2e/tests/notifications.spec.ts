import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoSeriousA11yViolations, h1, openTab, screenshotsAt, settle, sidebar, signUpViaApi, siteOrigin, tabPanel, toastText } from './support';

/**
 * Issue 17 on /notifications: the three tabs, preferences saved and read back after a reload, a test e-mail
 * (written to the e2e site's outbox: no SMTP_URL), the sidebar bell's unread count, mark read / all read, and
 * the e-mail's unsubscribe link opened signed out.
 */
const OUTBOX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox');

/** The .eml in the site's outbox addressed to `email`, once it is there. */
async function mailTo(email: string): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      const files = (() => {
        try {
          return readdirSync(OUTBOX).filter((f) => f.endsWith('.eml'));
        } catch {
          return [];
        }
      })();
      found = files.map((f) => readFileSync(path.join(OUTBOX, f), 'utf8')).find((m) => m.includes(`To: ${email}`)) ?? '';
      return found.length > 0;
    }, { timeout: 15_000 })
    .toBe(true);
  return found;
}

/** The sidebar's bottom Notifications entry (with the bell and the unread count). */
const bell = (page: Page) => sidebar(page).locator('a[href="/notifications"]').last();
const send = (page: Page, title: string) =>
  page.request.post('/api/notifications/send', { data: { type: 'letter_delivered', title, body: `${title}: Experian received your letter.`, link: '/disputes' }, headers: { origin: siteOrigin() } });

test('three tabs, save and reload, test e-mail, bell count, mark read, unsubscribe signed out', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const user = await signUpViaApi(page, { onboard: true });
  await page.goto('/notifications');
  await expect(h1(page)).toHaveText('Notification Center');
  await expect(page.getByRole('tab')).toHaveText(['Preferences', 'Channels', 'Testing']);

  // Preferences: a switch per type for each channel (defaults: every type by e-mail)
  const prefs = tabPanel(page, 'Preferences');
  const coachingByEmail = prefs.getByRole('checkbox', { name: 'Coaching milestones by Email' });
  await expect(coachingByEmail).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'notifications-preferences');
  await coachingByEmail.locator('..').click();
  await expect(coachingByEmail).not.toBeChecked();
  const scoreBySms = prefs.getByRole('checkbox', { name: 'Credit score changes by SMS' });
  await scoreBySms.locator('..').click();
  await expect(scoreBySms).toBeChecked();

  // Channels: SMS on with a number (it waits for confirmation), then save
  const channels = await openTab(page, 'Channels');
  await channels.getByRole('checkbox', { name: 'SMS notifications' }).locator('..').click();
  await channels.getByLabel('Phone number').fill('+12145550123');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toastText(page, 'Preferences Saved')).toBeVisible();
  await expect(channels.getByText('Not confirmed')).toBeVisible();
  await screenshotsAt(page, 'notifications-channels');

  // Saved: a reload reads them back
  await page.reload();
  await expect(tabPanel(page, 'Preferences').getByRole('checkbox', { name: 'Coaching milestones by Email' })).not.toBeChecked();
  await expect(tabPanel(page, 'Preferences').getByRole('checkbox', { name: 'Credit score changes by SMS' })).toBeChecked();
  const channelsAgain = await openTab(page, 'Channels');
  await expect(channelsAgain.getByLabel('Phone number')).toHaveValue('+12145550123');
  await expect(channelsAgain.getByRole('checkbox', { name: 'SMS notifications' })).toBeChecked();

  // Testing: a test e-mail (the spec's toast), an SMS test that says what is missing
  const testing = await openTab(page, 'Testing');
  await expect(testing.getByText('No notifications yet')).toBeVisible();
  await testing.getByRole('button', { name: 'Test Email' }).click();
  await expect(toastText(page, 'Test Notification Sent')).toBeVisible();
  const mail = await mailTo(user.email);
  expect(mail.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/^List-Unsubscribe: +<http:\/\/localhost:\d+\/api\/hooks\/notifications\/unsubscribe\?token=/m);
  await testing.getByRole('button', { name: 'Test SMS' }).click();
  await expect(toastText(page, 'Test Failed')).toBeVisible();

  // The bell counts unread notifications; Recent Notifications lists them; mark read, all read
  for (const title of ['First letter delivered', 'Second letter delivered', 'Third letter delivered']) expect((await send(page, title)).status()).toBe(201);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(/^Notifications 3 unread$/);
  const recent = await openTab(page, 'Testing');
  const items = recent.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Third letter delivered');
  await expectNoSeriousA11yViolations(page);
  await screenshotsAt(page, 'notifications-testing');
  await recent.getByRole('button', { name: /^Mark read\s*:\s*Third letter delivered$/ }).click();
  await expect(bell(page)).toHaveAccessibleName(/^Notifications 2 unread$/);
  await recent.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).locator('svg')).toBeVisible();
  await expect(recent.getByText('Everything is read.')).toBeVisible();

  // The e-mail's unsubscribe link works signed out
  const link = /Unsubscribe from FinX notification e-mails: (http\S+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!;
  const visitor = await browser.newContext();
  const signedOut = await visitor.newPage();
  await signedOut.goto(new URL(link).pathname + new URL(link).search);
  await expect(h1(signedOut)).toHaveText('Unsubscribe from FinX e-mails');
  await expectNoSeriousA11yViolations(signedOut);
  await signedOut.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(signedOut.getByRole('status').filter({ hasText: 'FinX will not e-mail notifications to' })).toBeVisible();
  await visitor.close();
  const after = await (await page.request.get('/api/notifications/preferences')).json();
  expect(after.email.enabled).toBe(false);

  await settle(page);
  // The SMS test's 503 (no TWILIO_* on the e2e site) is the one failed request the browser reports.
  expect(errors.filter((e) => !/status of 503 \(Service Unavailable\) \(http:\/\/[^)]+\/api\/notifications\/test\)$/.test(e))).toEqual([]);
});
