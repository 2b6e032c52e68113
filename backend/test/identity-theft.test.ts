import { describe, expect, test } from 'bun:test';
import { ITEM_IS_YOURS } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { answerDue } from '../src/modules/disputes/deadlines';
import { recordMailingEvent } from '../src/modules/disputes/mailings.service';
import { textPdf, uploadDocument } from './fixtures/documents';
import { account, collection, insertReport, reading } from './fixtures/readings';
import { type ApiAgent, confirmedSend, contractedAgent, registeredAgent, useTestServer } from './support';

/**
 * Identity theft, end to end (issue 29): the FTC report, a §605B block request to each bureau reporting the item
 * (the FTC report and the ID enclosed, as pages of the mailed PDF), its 4-business-day clock, the §623(a)(6)(B)
 * notice to the furnisher, and the refusal (CROA) when the user said the item is theirs.
 */

const INFO = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' };
const FURNISHER = { address: 'PO BOX 2036, WARREN, MI 48090-2036', phone: '(877) 450-8010' };
const suite = useTestServer({ TRUST_PROXY: 'true' });

/** A user whose Experian and Equifax reports both show the Midland collection, with the FTC report and an ID uploaded. */
async function victim() {
  const { agent, user } = await contractedAgent(suite.base, { firstName: 'Jane', lastName: 'Doe' });
  await insertReport(suite, user.id, reading('experian', [collection({ furnisher: FURNISHER }), account()]));
  await insertReport(suite, user.id, reading('equifax', [collection({ furnisher: FURNISHER })], { reportDate: '2026-10-15' }));
  const file = (await agent.get('/api/credit-file')).json;
  const key = file.accounts.find((a: { creditor: string }) => a.creditor === 'MIDLAND CREDIT MANAGEMENT').key as string;
  const ftc = await uploadDocument(
    agent,
    user.id,
    'ftc_report',
    'ftc-report.pdf',
    await textPdf(['FEDERAL TRADE COMMISSION', 'IDENTITY THEFT REPORT', 'FTC Report Number: 123456789', 'JANE DOE']),
  );
  const id = await uploadDocument(
    agent,
    user.id,
    'id_document',
    'license.pdf',
    await textPdf(['TEXAS', 'DRIVER LICENSE', 'LN DOE', 'FN JANE', 'DOB 01/02/1980']),
  );
  expect([ftc.status, id.status]).toEqual(['processed', 'processed']);
  return { agent, user, key, ftcId: ftc.id as number, idId: id.id as number };
}

const block = (v: { ftcId: number; idId: number }) => ({ reportNumber: '123-456-789', filedOn: '2026-10-20', reportDocumentId: v.ftcId, idDocumentId: v.idId });
const pathOf = (agent: ApiAgent, key: string) => agent.get(`/api/identity-theft/items/${key}`);

describe('the identity-theft path', () => {
  test('FTC report → one §605B block request per reporting bureau, citing §605B and listing the report and the ID as enclosures', async () => {
    const v = await victim();
    const before = (await pathOf(v.agent, v.key)).json;
    expect(before).toMatchObject({
      refusal: null,
      report: null,
      blocks: [],
      item: { name: 'MIDLAND CREDIT MANAGEMENT ****8812', bureaus: ['experian', 'equifax'] },
    });
    expect(before.documents.ftcReports.map((d: { id: number }) => d.id)).toEqual([v.ftcId]);
    expect(before.furnisher).toEqual({ name: 'MIDLAND CREDIT MANAGEMENT', ...FURNISHER });

    const filed = await v.agent.post(`/api/identity-theft/items/${v.key}/blocks`, block(v));
    expect(filed.status).toBe(201);
    expect(filed.json.disputes.map((d: { bureau: string; type: string }) => [d.bureau, d.type])).toEqual([
      ['experian', '605b'],
      ['equifax', '605b'],
    ]);
    const after = (await pathOf(v.agent, v.key)).json;
    expect(after.report).toEqual({ reportNumber: '123456789', filedOn: '2026-10-20' });
    expect(after.blocks.map((b: { bureau: string; blockDue: string | null }) => [b.bureau, b.blockDue])).toEqual([
      ['experian', null],
      ['equifax', null],
    ]);

    for (const d of filed.json.disputes as { id: number; bureau: string }[]) {
      const preview = await v.agent.post(`/api/disputes/${d.id}/letter-preview`, { userInfo: INFO });
      expect(preview.status).toBe(200);
      const text = preview.json.letterContent as string;
      expect(preview.json.citations).toEqual(['FCRA §605B', 'FCRA §611(a)(5)(B)']);
      expect(text).toContain('Re: Request to block information resulting from identity theft');
      expect(text).toContain('within 4 business days of receiving');
      expect(text).toContain('This information does not relate to any transaction that I made or authorized.');
      expect(text).toContain('FTC Identity Theft Report number 123456789, filed October 20, 2026');
      expect(text).toContain('Under FCRA §605B(b), you must promptly notify MIDLAND CREDIT MANAGEMENT');
      expect(text).toContain(
        'Enclosures:\n- Copy of my FTC Identity Theft Report, number 123456789 (ftc-report.pdf)\n- Proof of my identity: a copy of my ID (license.pdf)',
      );
      expect(text).not.toContain('results of your reinvestigation');
      // the PDF carries the enclosures' pages after the letter
      const res = await fetch(`${suite.base}${preview.json.pdfUrl}`, { headers: { cookie: v.agent.cookie } });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const pages = (await PDFDocument.load(bytes)).getPageCount();
      const pdfText = (await extractText(bytes, { mergePages: true })).text;
      expect(pdfText).toContain('IDENTITY THEFT REPORT');
      expect(pdfText).toContain('DRIVER LICENSE');
      expect(pages).toBeGreaterThanOrEqual(3);
      const deadlines = (await v.agent.get(`/api/disputes/${d.id}/deadlines`)).json;
      expect(deadlines.initial_response).toBe('4 business days from receipt');
    }
    // a second request is the same item at the same bureaus: refused, nothing more written
    const again = await v.agent.post(`/api/identity-theft/items/${v.key}/blocks`, block(v));
    expect(again.status).toBe(409);
    expect((await suite.sql<{ n: number }>('select count(*)::int as n from @"disputes" where "user_id" = ?', [v.user.id]))[0]!.n).toBe(2);
  }, 90_000);

  test('the block clock: mailed by certified mail, due 4 business days after delivery, skipping Thanksgiving and the weekend', async () => {
    const v = await victim();
    const [experian] = (await v.agent.post(`/api/identity-theft/items/${v.key}/blocks`, block(v))).json.disputes as { id: number }[];
    const preview = await v.agent.post(`/api/disputes/${experian!.id}/letter-preview`, { userInfo: INFO });
    const sent = await confirmedSend(v.agent, `/api/disputes/${experian!.id}/mailing-quote`, `/api/disputes/${experian!.id}/send-certified-mail`, {
      userInfo: INFO,
      letterId: preview.json.letterId,
    });
    expect(sent.status).toBe(200);
    // Delivered Wed Nov 25, 2026: Thu 26 is Thanksgiving, then Fri 27 (1), Mon 30 (2), Tue Dec 1 (3), Wed Dec 2 (4)
    const em = suite.server.srv.ctx.orm.em.fork() as EntityManager;
    const result = await recordMailingEvent(em, sent.json.mailing.id, 'Delivered', new Date('2026-11-25T16:00:00Z'));
    expect(result!.dueDates.map((d) => d.dueDate.toISOString())).toEqual(['2026-12-02T00:00:00.000Z']);
    const path = (await pathOf(v.agent, v.key)).json;
    expect(path.blocks.find((b: { bureau: string }) => b.bureau === 'experian').blockDue).toBe('2026-12-02T00:00:00.000Z');
    // no 45-day extension for a block
    expect((await v.agent.post(`/api/disputes/${experian!.id}/more-information`, {})).status).toBe(409);
  }, 90_000);

  test('answerDue: 4 business days for a block (a Friday delivery skips the weekend and Monday Labor Day), 30 calendar days otherwise', () => {
    // Fri Sep 4, 2026 → (Sat, Sun, Mon Sep 7 Labor Day) Tue 8, 9, 10, Fri 11
    expect(answerDue({ type: '605b', deadlineExtended: false }, new Date('2026-09-04T20:00:00Z')).toISOString().slice(0, 10)).toBe('2026-09-11');
    expect(answerDue({ type: '611', deadlineExtended: false }, new Date('2026-09-04T20:00:00Z')).toISOString().slice(0, 10)).toBe('2026-10-04');
  });

  test('the §623(a)(6)(B) notice to the furnisher: at the printed address, the FTC report enclosed, text and PDF', async () => {
    const v = await victim();
    expect((await v.agent.post(`/api/identity-theft/items/${v.key}/furnisher-notice`, { userInfo: INFO })).status).toBe(409);
    await v.agent.post(`/api/identity-theft/items/${v.key}/blocks`, block(v));
    const res = await v.agent.post(`/api/identity-theft/items/${v.key}/furnisher-notice`, { userInfo: INFO });
    expect(res.status).toBe(200);
    expect(res.json.citations).toEqual(['FCRA §623(a)(6)(B)', 'FCRA §605B']);
    const text = res.json.letterContent as string;
    expect(text).toMatch(/MIDLAND CREDIT MANAGEMENT\nPO BOX 2036\nWARREN, MI 48090-2036/);
    expect(text).toContain('which you report to Experian and Equifax, resulted from identity theft');
    expect(text).toContain('Under FCRA §623(a)(6)(B) (15 U.S.C. §1681s-2(a)(6)(B))');
    expect(text).toContain(
      'may not furnish the information to any consumer reporting agency unless it subsequently knows or is informed by the consumer that the information is correct',
    );
    expect(text).toContain('Enclosures:\n- Copy of my FTC Identity Theft Report, number 123456789 (ftc-report.pdf)');
    expect(text).not.toContain('license.pdf');
    const pdf = (await extractText(new Uint8Array(Buffer.from(res.json.pdfBase64, 'base64')), { mergePages: true })).text;
    expect(pdf).toContain('IDENTITY THEFT REPORT');
  }, 90_000);
});

describe('refused when the user said the item is theirs (CROA 15 U.S.C. 1679b(a))', () => {
  test('an earlier "I paid it" dispute of the item closes the path, the block requests and "Someone used my identity"', async () => {
    const v = await victim();
    const paid = await v.agent.post(`/api/credit-file/items/${v.key}/disputes`, { problem: 'paid', bureaus: ['experian'] });
    expect(paid.status).toBe(201);
    const path = (await pathOf(v.agent, v.key)).json;
    expect(path.refusal).toBe(ITEM_IS_YOURS);
    expect(path.refusal).toContain('15 U.S.C. 1679b(a)');
    const blocks = await v.agent.post(`/api/identity-theft/items/${v.key}/blocks`, block(v));
    expect(blocks.status).toBe(409);
    expect(blocks.json.error).toBe(ITEM_IS_YOURS);
    const theft = await v.agent.post(`/api/credit-file/items/${v.key}/disputes`, { problem: 'identity_theft', bureaus: ['equifax'] });
    expect(theft.status).toBe(409);
    expect(theft.json.error).toBe(ITEM_IS_YOURS);
    expect((await v.agent.post(`/api/identity-theft/items/${v.key}/furnisher-notice`, { userInfo: INFO })).status).toBe(409);
    expect((await suite.sql<{ n: number }>('select count(*)::int as n from @"disputes" where "user_id" = ?', [v.user.id]))[0]!.n).toBe(1);
  }, 90_000);

  test('bad input is a 400 with nothing written; another user’s documents and items are not theirs', async () => {
    const v = await victim();
    for (const body of [
      { ...block(v), reportNumber: '12ab' },
      { ...block(v), filedOn: '2099-01-01' },
      { ...block(v), filedOn: '2026-02-30' },
      { ...block(v), reportDocumentId: v.idId },
    ]) {
      const res = await v.agent.post(`/api/identity-theft/items/${v.key}/blocks`, body);
      expect(res.status).toBe(400);
      expect(typeof res.json.error).toBe('string');
    }
    const other = await registeredAgent(suite.base);
    expect((await pathOf(other.agent, v.key)).status).toBe(404);
    expect((await other.agent.post(`/api/identity-theft/items/${v.key}/blocks`, block(v))).status).toBe(404);
    expect((await suite.sql<{ n: number }>('select count(*)::int as n from @"disputes" where "user_id" = ?', [v.user.id]))[0]!.n).toBe(0);
    // the New Dispute form cannot file a §605B request without its FTC report
    const form = await v.agent.post('/api/disputes', { userId: v.user.id, type: '605b', creditor: 'X BANK', bureau: 'experian', disputeReason: 'not_mine' });
    expect(form.status).toBe(400);
  }, 90_000);
});
