import { expect, test } from 'bun:test';
import { migrate } from '../src/platform/db/orm';
import { silentLogger, useDatabaseBefore } from './support';

/**
 * Issue 27's migrations on data written before them: SSNs and card numbers typed into free text (a dispute's
 * description, the letter written from it, a result's note, a contact message, an activity) are masked to their
 * last 4; everything else is left as it was.
 */
const FIRST = 'Migration20261203000000_disputes_masked_free_text';
const suite = useDatabaseBefore(FIRST);
const { sql } = suite;

const TYPED = 'my SSN 219-09-9999 is on this account; card 4111 1111 1111 1111. Call 214-555-0187.';
const MASKED = 'my SSN ***-**-9999 is on this account; card ****1111. Call 214-555-0187.';

test('personal numbers stored in clear before issue 27 are masked; other rows and values are unchanged', async () => {
  const [{ id }] = await sql<{ id: string }>(
    `insert into @"users" ("username", "email", "password_hash", "first_name", "last_name") values ('before27', 'before27@example.com', 'x', 'Ada', 'Lovelace') returning "id"`,
  );
  const userId = Number(id);
  const [typed] = await sql<{ id: string }>(
    `insert into @"disputes" ("user_id", "type", "creditor", "bureau", "description", "dispute_reason") values (?, 'validation', 'Midland', 'experian', ?, 'not_mine') returning "id"`,
    [userId, TYPED],
  );
  const [plain] = await sql<{ id: string }>(
    `insert into @"disputes" ("user_id", "type", "creditor", "bureau", "description", "dispute_reason") values (?, '609', 'Chase', 'equifax', 'Paid in full on 2024-01-15, $1,250.00', 'paid_in_full') returning "id"`,
    [userId],
  );
  const letter = { date: '2026-11-01T00:00:00.000Z', paragraphs: [`Reason: ${TYPED}`], consumer: { zip: '78701-1234', ssnLast4: '9999' } };
  await sql(
    `insert into @"dispute_letters" ("dispute_id", "round", "writer", "letter", "content", "consumer_hash") values (?, 1, 'template', ?::jsonb, ?, ?)`,
    [typed!.id, JSON.stringify(letter), `Dear Experian,\n${TYPED}`, 'a'.repeat(64)],
  );
  await sql(
    `insert into @"dispute_results" ("dispute_id", "round", "result", "response_date", "note") values (?, 1, 'verified', now(), 'they read back SSN 219099999')`,
    [typed!.id],
  );
  await sql(
    `insert into @"contact_leads" ("first_name", "last_name", "email", "message", "agree_to_terms", "subscribe_newsletter", "preferred_contact") values ('Ada', 'Lovelace', 'ada@example.com', ?, true, false, 'email')`,
    [TYPED],
  );
  await sql(`insert into @"activities" ("user_id", "type", "title", "description") values (?, 'quick_action', 'Quick action: progress_check', ?)`, [
    userId,
    TYPED,
  ]);

  const applied = await migrate(suite.db.orm, silentLogger());
  expect(applied).toEqual(
    expect.arrayContaining([FIRST, 'Migration20261203000100_contact_masked_message', 'Migration20261203000200_credit_masked_activities']),
  );

  expect(await sql('select "id", "description" from @"disputes" order by "id"')).toEqual([
    { id: typed!.id, description: MASKED },
    { id: plain!.id, description: 'Paid in full on 2024-01-15, $1,250.00' },
  ]);
  const [stored] = await sql<{ content: string; letter: typeof letter }>('select "content", "letter" from @"dispute_letters"');
  expect(stored!.content).toBe(`Dear Experian,\n${MASKED}`);
  expect(stored!.letter).toEqual({ ...letter, paragraphs: [`Reason: ${MASKED}`] });
  expect(await sql('select "note" from @"dispute_results"')).toEqual([{ note: 'they read back SSN ***-**-9999' }]);
  expect(await sql('select "message" from @"contact_leads"')).toEqual([{ message: MASKED }]);
  expect(await sql('select "title", "description" from @"activities"')).toEqual([{ title: 'Quick action: progress_check', description: MASKED }]);
}, 60_000);
