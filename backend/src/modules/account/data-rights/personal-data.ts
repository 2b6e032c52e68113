import { randomUUID } from 'node:crypto';
import type { RetainedRecord } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decryptField } from '../../../platform/crypto';
import { qualifiedTable } from '../../../platform/db/orm';

/** A table's name in the configured schema. */
type Table = (name: string) => string;

/**
 * One table that holds a user's data. `owned` selects the user's rows; every `?` in it is the user's id.
 * Rows reached through a parent (a dispute's letters) say so in SQL.
 */
export interface PersonalTable {
  table: string;
  owned: (t: Table) => string;
  /** Never exported: password hashes, secrets, token and code hashes, session ids, storage keys. */
  omit?: string[];
  /** Encrypted columns of the user's own data, exported decrypted under the name given. */
  decrypt?: Record<string, string>;
  /** Kept after closing (detached from the person) for this retention period; otherwise deleted. */
  kept?: RetainedRecord['key'];
}

const byUser = () => '"user_id" = ?';
const ofDisputes = (t: Table) => `"dispute_id" in (select "id" from ${t('disputes')} where "user_id" = ?)`;
const ofPackages = (t: Table) => `"package_id" in (select "id" from ${t('dispute_packages')} where "user_id" = ?)`;
const ofMailings = (t: Table) => `"mailing_id" in (select "id" from ${t('dispute_mailings')} where ${ofDisputes(t)} or ${ofPackages(t)})`;

/**
 * Every table holding a user's data, parents before children: what "Download my data" exports and what closing
 * the account deletes or keeps. This is the one place outside the modules that reads their tables, on purpose:
 * the right to know and to delete is about all of them at once. A table with a user_id or a reference to users
 * that is missing here (or in NOT_PERSONAL) fails backend/test/account-data-rights.test.ts.
 */
export const PERSONAL_TABLES: readonly PersonalTable[] = [
  { table: 'users', owned: () => '"id" = ?', omit: ['password_hash'] },
  { table: 'sessions', owned: byUser, omit: ['id'] },
  { table: 'security_events', owned: byUser },
  { table: 'email_changes', owned: byUser, omit: ['token_hash'] },
  { table: 'two_step_auth', owned: byUser, omit: ['secret', 'recovery_salt', 'last_step'] },
  { table: 'two_step_recovery_codes', owned: byUser, omit: ['code_hash'] },
  { table: 'two_step_pending_logins', owned: byUser, omit: ['id'] },
  { table: 'credit_profiles', owned: byUser },
  { table: 'coaching_progress', owned: byUser },
  { table: 'credit_factors', owned: byUser },
  { table: 'score_history', owned: byUser },
  { table: 'activities', owned: byUser },
  { table: 'builder_accounts', owned: byUser },
  // SSN: only its last 4 (ssn_last4) leaves FinX; the date of birth is the user's own and is given back.
  { table: 'letter_details', owned: byUser, omit: ['ssn_encrypted'], decrypt: { date_of_birth_encrypted: 'date_of_birth' } },
  { table: 'disputes', owned: byUser },
  { table: 'dispute_results', owned: ofDisputes },
  { table: 'dispute_letters', owned: ofDisputes },
  { table: 'finding_disputes', owned: byUser },
  { table: 'dispute_packages', owned: byUser },
  { table: 'dispute_package_items', owned: ofPackages },
  { table: 'dispute_mailings', owned: (t) => `${ofDisputes(t)} or ${ofPackages(t)}` },
  { table: 'mailing_events', owned: ofMailings },
  { table: 'documents', owned: byUser, omit: ['storage_key'] },
  { table: 'underwriting_results', owned: byUser },
  { table: 'insurance_quotes', owned: byUser },
  { table: 'insurance_policies', owned: byUser },
  { table: 'guardian_conversations', owned: byUser },
  {
    table: 'guardian_messages',
    owned: (t) => `"conversation_id" in (select "id" from ${t('guardian_conversations')} where "user_id" = ?)`,
    decrypt: { content_enc: 'content' },
  },
  { table: 'notification_preferences', owned: byUser, omit: ['phone_code_hash'] },
  { table: 'notifications', owned: byUser },
  { table: 'notification_digests', owned: byUser },
  { table: 'notification_deliveries', owned: byUser },
  { table: 'push_subscriptions', owned: byUser, omit: ['endpoint', 'p256dh', 'auth'] },
  { table: 'webhooks', owned: byUser, omit: ['secret_enc', 'previous_secret_enc'] },
  { table: 'webhook_events', owned: byUser },
  { table: 'webhook_attempts', owned: (t) => `"event_id" in (select "id" from ${t('webhook_events')} where "user_id" = ?)` },
  { table: 'data_exports', owned: byUser, omit: ['storage_key'] },
  { table: 'billing_contracts', owned: byUser, kept: 'contracts' },
  { table: 'subscriptions', owned: byUser, kept: 'billing' },
  { table: 'credit_repair_charges', owned: (t) => `"subscription_id" in (select "id" from ${t('subscriptions')} where "user_id" = ?)`, kept: 'billing' },
  { table: 'payments', owned: byUser, kept: 'billing' },
  { table: 'paypal_orders', owned: byUser, kept: 'billing' },
  { table: 'mailing_fees', owned: byUser, kept: 'billing' },
];

/**
 * Tables with a user id that are not the user's data to export or delete: counters that expire on their own,
 * the queue's journal (ids only), and the closure record itself (kept: the retention list's 'closure').
 */
export const NOT_PERSONAL = ['rate_limits', 'queue_jobs', 'job_log', 'account_closures'];

const tableOf =
  (em: EntityManager): Table =>
  (name) =>
    qualifiedTable(em, name);

/** Runs `query` in `em`'s transaction (if any), every `?` bound to the user's id. */
const forUser = <T = Record<string, unknown>>(em: EntityManager, query: string, userId: number): Promise<T[]> =>
  em.getConnection().execute(
    query,
    Array.from(query.matchAll(/\?/g), () => userId),
    'all',
    em.getTransactionContext(),
  );

async function ownedRows(em: EntityManager, spec: PersonalTable, userId: number): Promise<Record<string, unknown>[]> {
  const t = tableOf(em);
  return forUser(em, `select * from ${t(spec.table)} where ${spec.owned(t)}`, userId);
}

const decrypted = (token: unknown) => {
  if (typeof token !== 'string') return null;
  try {
    return decryptField(token);
  } catch {
    return '(could not be decrypted)';
  }
};

/** The user's rows of one table as the archive holds them: secrets left out, their own encrypted data decrypted. */
export async function exportTable(em: EntityManager, spec: PersonalTable, userId: number): Promise<Record<string, unknown>[]> {
  const rows = await ownedRows(em, spec, userId);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) if (!spec.omit?.includes(column) && !(spec.decrypt && column in spec.decrypt)) out[column] = value;
    for (const [column, name] of Object.entries(spec.decrypt ?? {})) out[name] = decrypted(row[column]);
    return out;
  });
}

/** How many of the user's rows each table holds (the close preview's counts). */
export async function countOwned(em: EntityManager, table: string, userId: number): Promise<number> {
  const spec = PERSONAL_TABLES.find((s) => s.table === table);
  if (!spec) throw new Error(`${table} is not a personal-data table`);
  const t = tableOf(em);
  const [row] = await forUser<{ n: string }>(em, `select count(*) as n from ${t(table)} where ${spec.owned(t)}`, userId);
  return Number(row?.n ?? 0);
}

/** The user's objects in storage: uploaded documents (oldest first) and data export archives. */
export async function storedObjects(em: EntityManager, userId: number) {
  const t = tableOf(em);
  const documents = await forUser<{ id: string; file_name: string; storage_key: string }>(
    em,
    `select "id", "file_name", "storage_key" from ${t('documents')} where "user_id" = ? order by "id"`,
    userId,
  );
  const archives = await forUser<{ storage_key: string }>(
    em,
    `select "storage_key" from ${t('data_exports')} where "user_id" = ? and "storage_key" is not null`,
    userId,
  );
  return {
    documents: documents.map((d) => ({ id: Number(d.id), fileName: d.file_name, storageKey: d.storage_key })),
    keys: [...documents, ...archives].map((o) => o.storage_key),
  };
}

async function deleteWhere(em: EntityManager, userId: number, which: (spec: PersonalTable) => boolean) {
  const t = tableOf(em);
  for (const spec of [...PERSONAL_TABLES].reverse()) if (which(spec)) await forUser(em, `delete from ${t(spec.table)} where ${spec.owned(t)}`, userId);
}

/** Sign-ins waiting for their second step: a password checked before the account closed must not finish one. */
export const endPendingSignIns = (em: EntityManager, userId: number) =>
  forUser(em, `delete from ${tableOf(em)('two_step_pending_logins')} where "user_id" = ?`, userId);

/** Replaces the password hash (in `em`'s transaction): the account can no longer be signed in to. */
export const replacePasswordHash = (em: EntityManager, userId: number, passwordHash: string) =>
  em
    .getConnection()
    .execute(`update ${tableOf(em)('users')} set "password_hash" = ? where "id" = ?`, [passwordHash, userId], 'all', em.getTransactionContext());

/**
 * Deletes the user's rows of every table not kept, children first (in `em`'s transaction), then the users row
 * itself — unless kept records still refer to it: then it is anonymised (no name, e-mail or password left).
 */
export async function eraseUserData(em: EntityManager, userId: number, unusablePasswordHash: string): Promise<{ keptRecords: boolean }> {
  await deleteWhere(em, userId, (s) => !s.kept && s.table !== 'users');
  let keptRecords = false;
  for (const spec of PERSONAL_TABLES.filter((s) => s.kept)) keptRecords ||= (await countOwned(em, spec.table, userId)) > 0;
  if (!keptRecords) await deleteAccountRow(em, userId);
  else {
    const alias = `closed-${randomUUID()}`;
    await em
      .getConnection()
      .execute(
        `update ${tableOf(em)('users')} set "username" = ?, "email" = ?, "first_name" = 'Closed', "last_name" = 'account', "phone" = null, "password_hash" = ?, "updated_at" = now() where "id" = ?`,
        [alias, `${alias}@closed.invalid`, unusablePasswordHash, userId],
        'all',
        em.getTransactionContext(),
      );
  }
  return { keptRecords };
}

/** Deletes the users row; the database deletes whatever still refers to it. */
export const deleteAccountRow = (em: EntityManager, userId: number) => forUser(em, `delete from ${tableOf(em)('users')} where "id" = ?`, userId);

/** Deletes the user's kept records of one retention period, once it has ended. */
export const deleteKept = (em: EntityManager, key: RetainedRecord['key'], userId: number) => deleteWhere(em, userId, (s) => s.kept === key);
