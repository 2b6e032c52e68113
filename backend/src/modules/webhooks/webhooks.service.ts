import type { CreateWebhookFields, Webhook, WebhookWithSecret } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../platform/config';
import { decryptField, encryptField } from '../../platform/crypto';
import { AppError } from '../../platform/app-error';
import { checkTarget, type GuardOptions, UnsafeTargetError } from './address-guard';
import { generateSecret, maskSecret } from './signing';
import { WebhookEntity, type WebhookRecord } from './webhook.entities';

/** How long a rotated-out secret still signs beside the new one (receivers switch over in that time). */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 3_600_000;

/** The SSRF guard's settings from the configuration (https only in production by default). */
export const guardOptions = (config: Pick<Config, 'webhooks'>, resolve?: GuardOptions['resolve']): GuardOptions => ({
  allowLoopback: config.webhooks.allowLoopback,
  httpsOnly: config.webhooks.httpsOnly,
  resolve,
});

export function toWebhook(w: WebhookRecord): Webhook {
  return {
    id: w.id,
    userId: w.userId,
    provider: w.provider,
    webhookUrl: w.webhookUrl,
    secretKey: `whsec_…${w.secretHint}`,
    isActive: w.isActive,
    lastTriggered: w.lastTriggered?.toISOString() ?? null,
    disabledReason: w.disabledReason ?? null,
    createdAt: w.createdAt.toISOString(),
  };
}

export const listWebhooks = (em: EntityManager, userId: number) => em.find(WebhookEntity, { userId }, { orderBy: { id: 'desc' } });

/** The user's own webhook, else 404 (another user's is not revealed). */
export async function ownWebhook(em: EntityManager, userId: number, id: number): Promise<WebhookRecord> {
  const w = await em.findOne(WebhookEntity, { id, userId });
  if (!w) throw new AppError('not_found', 'Webhook not found');
  return w;
}

/** The URL checked now (400 with the reason when it is not a public receiver). */
async function checkedUrl(url: string, guard: GuardOptions): Promise<string> {
  try {
    return (await checkTarget(url, guard)).url.toString();
  } catch (err) {
    if (err instanceof UnsafeTargetError) throw new AppError('invalid_input', err.message);
    throw err;
  }
}

const secretFields = (secret: string) => ({ secretEnc: encryptField(secret), secretHint: maskSecret(secret).slice('whsec_…'.length) });

/** Registers a receiver. With generateSecret, the answer carries the new secret (the only time it is shown). */
export async function createWebhook(em: EntityManager, userId: number, body: CreateWebhookFields, guard: GuardOptions): Promise<WebhookWithSecret> {
  const webhookUrl = await checkedUrl(body.webhookUrl!, guard);
  const generated = body.secretKey ? undefined : generateSecret();
  const secret = body.secretKey ?? generated!;
  const w = em.create(WebhookEntity, {
    userId,
    provider: body.provider!,
    webhookUrl,
    ...secretFields(secret),
    isActive: body.isActive ?? true,
  });
  await em.flush();
  return { ...toWebhook(w), ...(generated ? { signingSecret: generated } : {}) };
}

/** Switches a webhook on or off; switching on clears an automatic disable and its failure streak. */
export async function setWebhookActive(em: EntityManager, w: WebhookRecord, isActive: boolean): Promise<WebhookRecord> {
  em.assign(w, isActive ? { isActive, disabledReason: null, disabledAt: null, failingSince: null, ownerNotifiedAt: null } : { isActive });
  await em.flush();
  return w;
}

export async function deleteWebhook(em: EntityManager, w: WebhookRecord): Promise<void> {
  await em.remove(w).flush();
}

/** A new generated secret; the current one keeps signing (as a second signature) for PREVIOUS_SECRET_GRACE_MS. */
export async function rotateSecret(em: EntityManager, w: WebhookRecord, now = new Date()): Promise<WebhookWithSecret> {
  const secret = generateSecret();
  em.assign(w, { ...secretFields(secret), previousSecretEnc: w.secretEnc, previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS) });
  await em.flush();
  return { ...toWebhook(w), signingSecret: secret };
}

/** Decrypted secrets by their stored token (a token names one secret), so a busy webhook decrypts once. */
const decrypted = new Map<string, string>();
const SECRET_CACHE_SIZE = 1000;

function decryptSecret(token: string): string {
  let secret = decrypted.get(token);
  if (secret === undefined) {
    secret = decryptField(token);
    if (decrypted.size >= SECRET_CACHE_SIZE) decrypted.delete(decrypted.keys().next().value as string);
    decrypted.set(token, secret);
  }
  return secret;
}

/** The secrets that sign a delivery now: the current one, and the previous one while it is honoured. */
export function signingSecrets(row: { secretEnc: string; previousSecretEnc: string | null; previousSecretExpiresAt: Date | null }, now = new Date()): string[] {
  const secrets = [decryptSecret(row.secretEnc)];
  if (row.previousSecretEnc && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) secrets.push(decryptSecret(row.previousSecretEnc));
  return secrets;
}
