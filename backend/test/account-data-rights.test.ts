import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'bun:test';
import { strFromU8, unzipSync } from 'fflate';
import { NOT_PERSONAL, PERSONAL_TABLES } from '../src/modules/account/data-rights/personal-data';
import { outboxDir } from '../src/platform/mail';
import { createStorage, newStorageKey } from '../src/platform/storage';
import { ask } from './fixtures/guardian-sse';
import { ApiAgent, confirmedSend, contractedAgent, msUntil, registeredAgent, useTestServer } from './support';

/**
 * "Download my data" and "Close my account" (issue 28): the archive holds the user's rows and files and nothing of
 * anyone else's or of their secrets; closing signs every session out at once, deletes the data and the stored files
 * (a job that a sweep resumes), keeps the records the law requires, and e-mails the address the account had.
 */
const suite = useTestServer({ TRUST_PROXY: 'true', WEBHOOK_ALLOW_LOOPBACK: 'true', JOB_SWEEP_SECONDS: '1', JOB_LOST_AFTER_SECONDS: '1' });
const { sql } = suite;
const storage = () => createStorage(suite.server.config);

const SSN = '123-45-6789';
const INFO = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701', ssn: SSN, dateOfBirth: '1990-04-12' };
const PASSWORD = 'correct horse';

/** A stored, read document of the user (as an upload leaves it). */
async function storedDocument(userId: number, text: string) {
  const bytes = new TextEncoder().encode(text);
  const storageKey = newStorageKey(`documents/${userId}`);
  await storage().put(storageKey, bytes);
  const [row] = await sql<{ id: string }>(
    `insert into @"documents" ("user_id", "file_type", "file_name", "kind", "size", "sha256", "storage_key", "status") values (?, 'id_document', 'my id.txt', 'txt', ?, ?, ?, 'processed') returning "id"`,
    [userId, bytes.byteLength, new Bun.CryptoHasher('sha256').update(bytes).digest('hex'), storageKey],
  );
  return { id: Number(row!.id), storageKey, text };
}

/** A user with a bit of everything: a mailed dispute and its letter, letter details (SSN, date of birth), a document, a Guardian conversation, a webhook. */
async function userWithData(creditor: string) {
  const { agent, user, payload } = await contractedAgent(suite.base);
  const dispute = await agent.post('/api/disputes', {
    userId: user.id,
    type: 'validation',
    creditor,
    bureau: 'experian',
    description: 'Not mine.',
    disputeReason: 'not_mine',
  });
  expect(dispute.status).toBe(201);
  const preview = await agent.post(`/api/disputes/${dispute.json.id}/letter-preview`, { userInfo: INFO });
  expect(preview.status).toBe(200);
  const sent = await confirmedSend(agent, `/api/disputes/${dispute.json.id}/mailing-quote`, `/api/disputes/${dispute.json.id}/send-certified-mail`, {
    userInfo: INFO,
    letterId: preview.json.letterId,
  });
  expect(sent.status).toBe(200);
  const document = await storedDocument(user.id, `Driver license of ${creditor} owner`);
  expect((await ask(agent, { question: 'What is a 609 letter?' })).status).toBe(200);
  const webhook = await agent.post('/api/webhooks', {
    userId: user.id,
    provider: 'kikoff',
    webhookUrl: 'http://127.0.0.1:9/hook',
    generateSecret: true,
    isActive: true,
  });
  expect(webhook.status).toBe(201);
  return { agent, user, email: payload.email as string, disputeId: dispute.json.id as number, document, webhookSecret: webhook.json.signingSecret as string };
}

/** The outbox messages to `to`, quoted-printable undone. */
function mailsTo(to: string): string[] {
  const dir = outboxDir(suite.server.config.dataDir);
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`))
    .map((m) => m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))));
}

const exportsOf = async (agent: ApiAgent) => (await agent.get('/api/account/exports')).json as { id: number; status: string }[];
const download = (agent: ApiAgent, id: number, currentPassword = PASSWORD) =>
  fetch(`${suite.base}/api/account/exports/${id}/download`, {
    method: 'POST',
    headers: { origin: suite.base, cookie: agent.cookie, 'content-type': 'application/json', 'x-forwarded-for': agent.ip },
    body: JSON.stringify({ currentPassword }),
  });

describe('Download my data', () => {
  test('every table holding a user id is exported and closed, or named as not personal', async () => {
    const rows = await sql<{ table_name: string }>(
      `select distinct "table_name" from information_schema.columns where "table_schema" = ? and "column_name" = 'user_id'
       union select distinct tc."table_name" from information_schema.table_constraints tc
         join information_schema.constraint_column_usage cu on cu."constraint_name" = tc."constraint_name" and cu."table_schema" = tc."table_schema"
       where tc."table_schema" = ? and tc."constraint_type" = 'FOREIGN KEY' and cu."table_name" = 'users'`,
      [suite.server.config.databaseSchema, suite.server.config.databaseSchema],
    );
    const known = new Set([...PERSONAL_TABLES.map((t) => t.table), ...NOT_PERSONAL]);
    expect(rows.map((r) => r.table_name).filter((t) => !known.has(t))).toEqual([]);
  });

  test("the archive holds the user's rows, files and letters, decrypted where they are the user's, and no secret or other user's data", async () => {
    const me = await userWithData('Midland Credit Management');
    const other = await userWithData('Portfolio Recovery Associates');

    expect((await me.agent.post('/api/account/exports', { currentPassword: 'wrong password' })).status).toBe(401);
    const requested = await me.agent.post('/api/account/exports', { currentPassword: PASSWORD });
    expect(requested.status).toBe(202);
    expect(requested.json).toMatchObject({ status: 'queued', expiresAt: null });
    const id = requested.json.id as number;
    await msUntil(async () => (await exportsOf(me.agent))[0]?.status === 'ready', 20_000);
    // not two at once: while one is being prepared (a row held at 'building' here — the job itself takes less time than
    // a request, so a second request cannot be relied on to find the first one still open) …
    const [open] = await sql<{ id: string }>(`insert into @"data_exports" ("user_id", "status") values (?, 'building') returning "id"`, [me.user.id]);
    expect(await me.agent.post('/api/account/exports', { currentPassword: PASSWORD })).toMatchObject({
      status: 409,
      json: { error: 'Your data is already being prepared. We will e-mail you when it is ready.' },
    });
    // … and a new one once none is
    await sql(`update @"data_exports" set "status" = 'failed' where "id" = ?`, [open!.id]);
    expect((await me.agent.post('/api/account/exports', { currentPassword: PASSWORD })).status).toBe(202);

    expect(mailsTo(me.email).find((m) => m.includes('your data is ready to download'))).toContain(`/settings?export=${id}`);

    expect((await download(other.agent, id)).status).toBe(404);
    expect((await download(me.agent, id, 'wrong password')).status).toBe(401);
    const res = await download(me.agent, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(files[`data/${name}.json`]!)) as Record<string, unknown>[];
    const everything = Object.values(files)
      .map((b) => strFromU8(b, true))
      .join('\n');

    expect(json('users')).toEqual([expect.objectContaining({ id: String(me.user.id), username: me.user.username, email: me.email })]);
    expect(json('users')[0]).not.toHaveProperty('password_hash');
    expect(json('letter_details')[0]).toMatchObject({ ssn_last4: '6789', date_of_birth: '1990-04-12' });
    expect(json('letter_details')[0]).not.toHaveProperty('ssn_encrypted');
    expect(everything).not.toContain('123456789');
    expect(everything).not.toContain(SSN);
    expect(json('guardian_messages').map((m) => m.content)).toContain('What is a 609 letter?');
    expect(json('webhooks')[0]).not.toHaveProperty('secret_enc');
    expect(everything).not.toContain(me.webhookSecret.slice(6));
    expect(json('sessions').every((s) => !('id' in s))).toBe(true);
    expect(json('disputes').map((d) => d.creditor)).toEqual(['Midland Credit Management']);
    expect(json('billing_contracts')).toHaveLength(1);
    expect(strFromU8(files[`documents/${me.document.id}-my id.txt`]!)).toBe(me.document.text);
    const letters = Object.keys(files).filter((f) => f.startsWith('letters/'));
    expect(letters).toEqual([`letters/finx-dispute-${me.disputeId}-round-1-experian.pdf`]);
    expect(strFromU8(files[letters[0]!]!.slice(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['README.txt']!)).toContain('last 4 digits');
    // nothing of the other user
    for (const theirs of [other.user.username, other.email, 'Portfolio Recovery Associates', other.document.text]) expect(everything).not.toContain(theirs);
  }, 60_000);

  test('a download past its 24 hours is 410, and the sweep deletes the archive', async () => {
    const { agent } = await registeredAgent(suite.base);
    const { id } = (await agent.post('/api/account/exports', { currentPassword: PASSWORD })).json;
    await msUntil(async () => (await exportsOf(agent))[0]?.status === 'ready', 20_000);
    const [{ storage_key: key }] = await sql<{ storage_key: string }>('select "storage_key" from @"data_exports" where "id" = ?', [id]);
    expect(await storage().exists(key)).toBe(true);
    await sql(`update @"data_exports" set "expires_at" = now() - interval '1 minute' where "id" = ?`, [id]);
    expect((await download(agent, id)).status).toBe(410);
    await msUntil(async () => !(await storage().exists(key)), 10_000);
    expect((await exportsOf(agent))[0]).toMatchObject({ id, status: 'expired' });
  }, 30_000);
});

describe('Close my account', () => {
  test('the preview counts what is deleted, says what is kept and lists the disputes still in flight', async () => {
    const me = await userWithData('Midland Credit Management');
    const preview = (await me.agent.get('/api/account/close')).json;
    const count = (what: string) => preview.deleted.find((d: { what: string }) => d.what.startsWith(what))?.count;
    expect([count('Uploaded documents'), count('Disputes'), count('Guardian conversations'), count('Webhooks'), count('Dispute letters')]).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(preview.retained.map((r: { what: string }) => r.what.split(':')[0])).toEqual([
      'Signed credit repair contracts',
      'Payment and billing records',
      'The record of your request to close the account',
    ]);
    expect(preview.disputesInFlight).toEqual([
      expect.objectContaining({ id: me.disputeId, bureau: 'experian', creditor: 'Midland Credit Management', mailedAt: expect.any(String) }),
    ]);
  }, 30_000);

  test('closing ends every session at once, refuses sign-in, deletes the data and files, keeps the records the law requires, and e-mails', async () => {
    const me = await userWithData('Midland Credit Management');
    const other = await userWithData('Portfolio Recovery Associates');
    const secondTab = new ApiAgent(suite.base);
    expect((await secondTab.post('/api/auth/login', { username: me.user.username, password: PASSWORD })).status).toBe(200);

    expect((await me.agent.post('/api/account/close', { currentPassword: PASSWORD })).status).toBe(400);
    expect((await me.agent.post('/api/account/close', { currentPassword: 'wrong password', confirm: 'CLOSE' })).status).toBe(401);
    expect((await me.agent.post('/api/account/close', { currentPassword: PASSWORD, confirm: 'CLOSE' })).status).toBe(202);
    expect((await secondTab.get('/api/account/profile')).status).toBe(401);
    expect((await me.agent.get('/api/account/profile')).status).toBe(401);
    const login = await new ApiAgent(suite.base).post('/api/auth/login', { username: me.user.username, password: PASSWORD });
    expect(login.status).toBe(401);
    expect(login.json.error).toBe('Invalid username or password');

    await msUntil(
      async () => (await sql<{ status: string }>('select "status" from @"account_closures" where "user_id" = ?', [me.user.id]))[0]?.status === 'completed',
      20_000,
    );
    expect(await storage().exists(me.document.storageKey)).toBe(false);
    for (const table of ['documents', 'disputes', 'guardian_conversations', 'webhooks', 'letter_details', 'sessions', 'notifications', 'score_history'])
      expect([table, await suite.count(table, me.user.id)]).toEqual([table, 0]);
    // kept, detached from the person
    expect(await suite.count('billing_contracts', me.user.id)).toBe(1);
    expect(await suite.count('mailing_fees', me.user.id)).toBe(1);
    const [account] = await sql<{ username: string; email: string; first_name: string; phone: string | null }>('select * from @"users" where "id" = ?', [
      me.user.id,
    ]);
    expect(account).toMatchObject({ first_name: 'Closed', phone: null });
    expect(account!.username).toStartWith('closed-');
    expect(account!.email).toEndWith('@closed.invalid');
    const [closure] = await sql<{ email: string | null }>('select "email" from @"account_closures" where "user_id" = ?', [me.user.id]);
    expect(closure!.email).toBeNull();
    expect(mailsTo(me.email).some((m) => m.includes('your account is closed'))).toBe(true);
    // the other user's data is untouched
    expect(await storage().exists(other.document.storageKey)).toBe(true);
    expect(await suite.count('disputes', other.user.id)).toBe(1);
    expect((await other.agent.get('/api/account/profile')).status).toBe(200);

    // Each retention period ends: contracts after 5 years, billing after 7, and with it the users row and the closure record.
    const closedAgo = (years: number) =>
      sql(`update @"account_closures" set "completed_at" = now() - ? * interval '1 year' where "user_id" = ?`, [years, me.user.id]);
    await closedAgo(6);
    await msUntil(async () => (await suite.count('billing_contracts', me.user.id)) === 0, 10_000);
    expect(await suite.count('mailing_fees', me.user.id)).toBe(1);
    await closedAgo(8);
    await msUntil(async () => (await sql('select 1 from @"users" where "id" = ?', [me.user.id])).length === 0, 10_000);
    expect(await suite.count('mailing_fees', me.user.id)).toBe(0);
    expect(await suite.count('account_closures', me.user.id)).toBe(0);
  }, 60_000);

  test('a closure whose job was lost (the process stopped after the commit) is finished by the sweep', async () => {
    const { user, payload } = await registeredAgent(suite.base);
    const document = await storedDocument(user.id, 'proof of address');
    await sql(`insert into @"account_closures" ("user_id", "status", "email", "requested_at") values (?, 'pending', ?, now() - interval '1 hour')`, [
      user.id,
      payload.email,
    ]);
    await msUntil(
      async () => (await sql<{ status: string }>('select "status" from @"account_closures" where "user_id" = ?', [user.id]))[0]?.status === 'completed',
      20_000,
    );
    expect(await storage().exists(document.storageKey)).toBe(false);
    // nothing the law requires to keep: the users row itself is gone
    expect(await suite.sql('select 1 from @"users" where "id" = ?', [user.id])).toEqual([]);
    expect(mailsTo(payload.email).some((m) => m.includes('your account is closed'))).toBe(true);
  }, 30_000);
});
