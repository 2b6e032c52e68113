import { describe, expect, test } from 'bun:test';
import { DAY_MS, findingSchema, isoDay } from '@finx/contracts';
import { type DeletedDispute, deletedItemOf, findFindings, type ReportInput } from '../src/modules/disputes/findings';
import { draftFurnisherLetter, letterText, mailingAddressOf } from '../src/modules/disputes/letters';
import { letterInput } from './fixtures/letter-input';
import { account, collection, insertReport, reading } from './fixtures/readings';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { untilProcessed, upload } from './fixtures/documents';
import { type ApiAgent, contractedAgent, useTestServer } from './support';

/**
 * Reinsertion watch (issue 29): an item Experian deleted after a FinX dispute, shown again in a later Experian
 * report — the same account, or the same debt under a new collector — is a 'reinserted' finding whose dispute
 * letter asks for the furnisher's certification and the 5-business-day notice (FCRA §611(a)(5)(B)).
 */

const TODAY = new Date('2026-11-01T12:00:00Z');
/** Midland's collection of a Lowe's card debt, as Experian reported it before the dispute. */
const midland = collection({ balance: 1940, dateOfFirstDelinquency: '2024-06' });
const before = reading('experian', [account(), midland], { reportDate: '2026-06-02' });
const deletedMidland: DeletedDispute = {
  id: 41,
  bureau: 'experian',
  creditor: 'Midland Credit Management',
  accountNumberMasked: '****8812',
  amount: '1940.00',
  responseDate: new Date('2026-07-20T00:00:00Z'),
  type: 'validation',
  disputeReason: 'not_mine',
};

const findAfter = (later: ReportInput['reading'], deleted: DeletedDispute = deletedMidland) => {
  const reports: ReportInput[] = [
    { id: 2, reading: later },
    { id: 1, reading: before },
  ];
  return findFindings(reports, TODAY, [deletedItemOf(deleted, reports)]).filter((f) => f.kind === 'reinserted');
};

describe('the reinsertion match', () => {
  test('the same creditor and last 4 in a later report of the bureau', () => {
    const [f, ...rest] = findAfter(
      reading('experian', [account(), collection({ creditor: 'MIDLAND CREDIT MGMT', balance: 1985 })], { reportDate: '2026-10-14' }),
    );
    expect(rest).toEqual([]);
    expect(findingSchema.omit({ disputeId: true }).parse(f)).toEqual(f!);
    expect(f).toMatchObject({
      kind: 'reinserted',
      bureau: 'experian',
      creditor: 'MIDLAND CREDIT MGMT',
      accountNumberLast4: '8812',
      disputeType: 'validation',
      disputeReason: 'not_mine',
      deletedDisputeId: 41,
      amount: 1985,
    });
    expect(f!.reason).toContain('Experian deleted Midland Credit Management ****8812 after your dispute (results dated Jul 20, 2026)');
    expect(f!.reason).toContain('report of Oct 14, 2026 shows MIDLAND CREDIT MGMT ****8812 again');
    expect(f!.reason).toContain('FCRA §611(a)(5)(B)');
    expect(f!.reason).toContain('within 5 business days');
    expect(f!.evidence.map((e) => e.reportId)).toEqual([2, 1]);
    expect(f!.evidence[1]!.text).toContain('first delinquency 2024-06 deleted after FinX dispute #41 (results dated 2026-07-20)');
  });

  test('the same debt under a new collector: same original creditor and date of first delinquency', () => {
    const pra = collection({
      creditor: 'PORTFOLIO RECOVERY ASSOCIATES',
      accountNumberLast4: '5521',
      accountNumberMasked: '****5521',
      balance: 2210,
      opened: '2026-09',
      dateOfFirstDelinquency: '2024-06',
      originalCreditor: 'SYNCHRONY BANK',
    });
    const [f] = findAfter(reading('experian', [account(), pra], { reportDate: '2026-10-14' }));
    expect(f).toMatchObject({
      kind: 'reinserted',
      creditor: 'PORTFOLIO RECOVERY ASSOCIATES',
      accountNumberLast4: '5521',
      disputeType: 'validation',
      deletedDisputeId: 41,
    });
    expect(f!.reason).toContain(
      'shows the same debt again, now reported by the collector PORTFOLIO RECOVERY ASSOCIATES ****5521 (original creditor SYNCHRONY BANK)',
    );
  });

  test('a new collector of a deleted charge-off: the original creditor it names, and a balance with fees (no dates to compare)', () => {
    const chargeOff = account({
      creditor: 'SYNCB/LOWES',
      accountNumberLast4: '4410',
      accountNumberMasked: '****4410',
      status: 'chargeoff',
      paymentStatus: 'chargeoff',
      balance: 1500,
      negative: true,
    });
    const reports: ReportInput[] = [
      {
        id: 2,
        reading: reading(
          'experian',
          [
            collection({
              creditor: 'LVNV FUNDING',
              accountNumberLast4: '0007',
              dateOfFirstDelinquency: null,
              originalCreditor: 'SYNCHRONY BANK/LOWES',
              balance: 1890,
            }),
          ],
          { reportDate: '2026-10-14' },
        ),
      },
      { id: 1, reading: reading('experian', [chargeOff], { reportDate: '2026-05-01' }) },
    ];
    const deleted = deletedItemOf({ ...deletedMidland, creditor: 'SYNCB/LOWES', accountNumberMasked: '****4410', type: '611' }, reports);
    expect(
      findFindings(reports, TODAY, [deleted])
        .filter((f) => f.kind === 'reinserted')
        .map((f) => f.creditor),
    ).toEqual(['LVNV FUNDING']);
  });

  test('a different debt is no finding: another date of first delinquency, another original creditor, or another bureau', () => {
    const later = (c: ReturnType<typeof collection>, bureau: 'experian' | 'equifax' = 'experian') =>
      findAfter(reading(bureau, [account(), c], { reportDate: '2026-10-14' }));
    // the same original creditor, but a debt that went delinquent a year later (and another balance)
    expect(
      later(
        collection({
          creditor: 'PORTFOLIO RECOVERY',
          accountNumberLast4: '5521',
          dateOfFirstDelinquency: '2025-07',
          balance: 1960,
          originalCreditor: 'SYNCHRONY BANK/LOWES',
        }),
      ),
    ).toEqual([]);
    // another original creditor
    expect(later(collection({ creditor: 'PORTFOLIO RECOVERY', accountNumberLast4: '5521', originalCreditor: 'CAPITAL ONE' }))).toEqual([]);
    // Midland again, but another account number
    expect(later(collection({ accountNumberLast4: '9001', accountNumberMasked: '****9001' }))).toEqual([]);
    // the item at another bureau is not a reinsertion by the one that deleted it
    expect(later(collection(), 'equifax')).toEqual([]);
  });

  test('a report from before the deletion, or the results day itself, is no reinsertion', () => {
    expect(findAfter(reading('experian', [midland], { reportDate: '2026-07-20' }))).toEqual([]);
    expect(findFindings([{ id: 1, reading: before }], TODAY, [deletedItemOf(deletedMidland, [{ id: 1, reading: before }])])).toEqual([]);
  });
});

const suite = useTestServer({ TRUST_PROXY: 'true' });

describe('the direct dispute of a reinserted item (FCRA §623(a)(8))', () => {
  test("names the bureau's deletion and asks the furnisher for the certification it must have given", () => {
    const to = mailingAddressOf('Midland Credit Management', 'PO BOX 2121, WARREN, MI 48090')!;
    const reinsertion = { deletedOn: new Date('2026-07-20T00:00:00Z'), creditor: 'Midland Credit Management', accountNumber: '****8812' };
    const previousResponse = { result: 'verified' as const, responseDate: new Date('2026-10-01T00:00:00Z') };
    const letter = draftFurnisherLetter(
      letterInput({ dispute: { reinsertion, previousResponse, description: 'This debt was deleted after your dispute.' } }),
      to,
    );
    const text = letterText(letter);
    expect(text).toContain(
      'Experian deleted Midland Credit Management (account ****8812) from my file after my earlier dispute; its results are dated July 20, 2026.',
    );
    expect(text).toContain('may be reinserted only once the person who furnishes it certifies that it is complete and accurate');
    expect(text).toContain('If you gave that certification, please tell me when, and send me a copy of it.');
    // the finding's own words are written to the user, not the consumer's words to the company
    expect(text).not.toContain('after your dispute');
    expect(letter.citations).toEqual(['FCRA §623(a)(8)', 'FCRA §611(a)(5)(B)']);
  });

  test('a letter for an item never deleted says nothing of a reinsertion', () => {
    const to = mailingAddressOf('Midland Credit Management', 'PO BOX 2121, WARREN, MI 48090')!;
    const letter = draftFurnisherLetter(
      letterInput({ dispute: { previousResponse: { result: 'verified', responseDate: new Date('2026-10-01T00:00:00Z') } } }),
      to,
    );
    expect(letterText(letter)).not.toContain('reinserted');
    expect(letter.citations).toEqual(['FCRA §623(a)(8)']);
  });
});

/** The user's Experian dispute of Midland ****8812, filed on `submitted`, sent through the portal and answered "deleted" on `deletedOn`. */
async function deletedMidlandDispute(agent: ApiAgent, userId: number, type: '611' | 'validation', submitted: Date, deletedOn: string): Promise<number> {
  const filed = await agent.post('/api/disputes', {
    userId,
    type,
    creditor: 'MIDLAND CREDIT MANAGEMENT',
    accountNumber: '8812',
    bureau: 'experian',
    disputeReason: 'not_mine',
  });
  expect(filed.status).toBe(201);
  const id = filed.json.id as number;
  await suite.sql(`update @"disputes" set "submitted_date" = ? where "id" = ?`, [submitted, id]);
  expect((await agent.post(`/api/disputes/${id}/portal-used`, {})).status).toBe(200);
  expect((await agent.post(`/api/disputes/${id}/results`, { result: 'deleted', responseDate: deletedOn })).status).toBe(200);
  return id;
}

describe('from the second upload to the letter', () => {
  test('a deleted dispute, a later report showing the debt under a new collector: the finding, its dispute and its letter', async () => {
    const { agent, user } = await contractedAgent(suite.base);
    await insertReport(suite, user.id, before);
    const id = await deletedMidlandDispute(agent, user.id, 'validation', new Date(Date.now() - 60 * DAY_MS), isoDay(new Date(Date.now() - 30 * DAY_MS)));
    expect((await agent.get('/api/credit-report-findings')).json.findings.filter((f: { kind: string }) => f.kind === 'reinserted')).toEqual([]);

    const reportDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const pra = collection({
      creditor: 'PORTFOLIO RECOVERY ASSOCIATES',
      accountNumberLast4: '5521',
      accountNumberMasked: '****5521',
      balance: 2210,
      dateOfFirstDelinquency: '2024-06',
      originalCreditor: 'SYNCHRONY BANK',
    });
    await insertReport(suite, user.id, reading('experian', [account(), pra], { reportDate }));
    const findings = (await agent.get('/api/credit-report-findings')).json.findings as {
      key: string;
      kind: string;
      deletedDisputeId?: number;
      disputeId: number | null;
    }[];
    const reinserted = findings.filter((f) => f.kind === 'reinserted');
    expect(reinserted).toHaveLength(1);
    expect(reinserted[0]).toMatchObject({ creditor: 'PORTFOLIO RECOVERY ASSOCIATES', deletedDisputeId: id, disputeId: null });

    const again = await agent.post(`/api/credit-report-findings/${reinserted[0]!.key}/file`, {});
    expect(again.status).toBe(201);
    const [row] = await suite.sql<{ reinsertion_of: string; item_type: string }>(`select "reinsertion_of", "item_type" from @"disputes" where "id" = ?`, [
      again.json.id,
    ]);
    expect(row).toEqual({ reinsertion_of: String(id), item_type: 'collection' });

    const preview = await agent.post(`/api/disputes/${again.json.id}/letter-preview`, {
      userInfo: { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(preview.status).toBe(200);
    const letter = preview.json.letterContent as string;
    expect(preview.json.citations).toContain('FCRA §611(a)(5)(B)');
    expect(letter).toContain('You deleted MIDLAND CREDIT MANAGEMENT (account ****8812) from my file after my earlier dispute');
    expect(letter).toContain("please send me a copy of the furnisher's certification and of that notice");
    expect(letter).toContain('within 5 business days, with the business name and address of the furnisher');
    // the finding's own text is written to the user: the letter does not quote it as the consumer's words
    expect(letter).toContain('This account does not belong to me.\n\nYou deleted');
    expect(letter).not.toContain('after your dispute');
    // the filed finding shows its dispute
    const after = (await agent.get('/api/credit-report-findings')).json.findings.find((f: { key: string }) => f.key === reinserted[0]!.key);
    expect(after.disputeId).toBe(again.json.id);
  }, 60_000);
});

describe('the watch: a report read after the deletion', () => {
  test('tells the user once, in their notifications, of the deleted item it shows again; a report without it tells nothing', async () => {
    const { agent, user } = await contractedAgent(suite.base);
    await deletedMidlandDispute(agent, user.id, '611', new Date('2026-08-01T00:00:00Z'), '2026-09-01');
    const titles = async () =>
      ((await agent.get('/api/notifications')).json.notifications as { title: string; body: string; link: string }[]).filter(
        (n) => n.title === 'A deleted item is back on your report',
      );

    // Experian's report of Oct 14, 2026 (read by the reader) shows MIDLAND ****8812 again
    const bytes = new Uint8Array(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', 'experian-online.txt')));
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name: 'experian.txt', bytes }]);
    await untilProcessed(agent, `/api/credit-reports/${res.json.reports[0].id}`);
    const told = await titles();
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toBe(
      'Experian deleted an item after your dispute, and your new Experian report shows it again as MIDLAND CREDIT MANAGEMENT. ' +
        'Experian had to tell you in writing within 5 business days (FCRA §611(a)(5)(B)); you can dispute it again in one click.',
    );
    expect(told[0]!.link).toBe('/document-center');

    // an Equifax report does not show the Experian item again: nothing more
    const equifax = new Uint8Array(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', 'equifax-paged.txt')));
    const second = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name: 'equifax.txt', bytes: equifax }]);
    await untilProcessed(agent, `/api/credit-reports/${second.json.reports[0].id}`);
    expect(await titles()).toHaveLength(1);
  }, 60_000);
});
