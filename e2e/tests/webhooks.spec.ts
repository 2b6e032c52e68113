import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { collectErrors, expectNoSeriousA11yViolations, h1, settle, signUpViaApi, toastText } from './support';

/**
 * Issue 15 on /webhooks: create a webhook for a receiver on 127.0.0.1 (WEBHOOK_ALLOW_LOOPBACK in
 * playwright.config.ts) with a generated secret, Test it, open the delivered event, switch it off, delete it.
 */
function startReceiver() {
  const hits: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  return new Promise<{ url: string; hits: typeof hits; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/finx`, hits, close: () => server.close() })),
  );
}

test('create → test → event detail → switch off → delete', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const receiver = await startReceiver();
  try {
    await signUpViaApi(page);
    await page.goto('/webhooks');
    await expect(h1(page)).toHaveText('Webhook Management');
    await expect(page.getByText('No Webhooks Configured')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // New Webhook: required fields first, then a generated secret shown once
    await page.getByRole('button', { name: 'New Webhook' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Webhook' });
    await dialog.getByRole('button', { name: 'Create Webhook' }).click();
    await expect(toastText(page, 'Please fill all required fields')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Provider *' }).click();
    await page.getByRole('option', { name: 'Kikoff', exact: true }).click();
    await dialog.getByLabel('Webhook URL *').fill(receiver.url);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create Webhook' }).click();
    await expect(toastText(page, 'Webhook created successfully')).toBeVisible();
    const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
    await expect(secretDialog.getByTestId('signing-secret')).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('article').filter({ hasText: receiver.url });
    await expect(card.getByRole('heading', { name: 'Kikoff' })).toBeVisible();
    await expect(card.getByText(/^whsec_…/)).toBeVisible();

    // Test: a signed builder.signup reaches the receiver; the event shows as sent
    await card.getByRole('button', { name: 'Test' }).click();
    await expect(toastText(page, 'Test webhook triggered successfully')).toBeVisible();
    await expect.poll(() => receiver.hits.length, { timeout: 15_000 }).toBe(1);
    expect(receiver.hits[0]!.headers['webhook-id']).toMatch(/^msg_/);
    expect(receiver.hits[0]!.headers['webhook-signature']).toMatch(/^v1,/);
    await expect(page.getByRole('heading', { name: 'Recent Webhook Events' })).toBeVisible();
    const row = page.getByRole('button', { name: /builder\.signup/ });
    await expect(row).toContainText('sent', { timeout: 15_000 });
    await expect(card).not.toContainText('Never');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('webhooks-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('webhooks-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await row.click();
    const detail = page.getByRole('dialog', { name: 'builder.signup' });
    await expect(detail.getByText('200', { exact: true })).toBeVisible();
    await expect(detail.getByText('"creditScore": 650')).toBeVisible();
    await expect(detail.getByText('{"received":true}').or(detail.getByText('"received": true'))).toBeVisible();
    await expect(detail.getByText(/#1 ·/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('webhooks-event-1280.png') });
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // switch off: Test is disabled
    await card.getByText('Active', { exact: true }).last().click();
    await expect(card.getByRole('button', { name: 'Test' })).toBeDisabled();
    await expect(card.getByText('Inactive')).toBeVisible();

    await card.getByRole('button', { name: 'Delete the Kikoff webhook' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete Webhook' }).click();
    await expect(toastText(page, 'Webhook deleted successfully')).toBeVisible();
    await expect(page.getByText('No Webhooks Configured')).toBeVisible();
    await settle(page, 2000);
    expect(errors).toEqual([]);
  } finally {
    receiver.close();
  }
});
