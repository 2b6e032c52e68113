import { afterAll, describe, expect, test } from 'bun:test';
import { randomUUID } from 'node:crypto';
import { extractText } from 'unpdf';
import { isValidUspsTrackingNumber } from '../src/modules/disputes/carrier';
import { bureauAnswerDue } from '../src/modules/disputes/deadlines';
import { lobSignatureHeaders, startFakeLob } from './fixtures/fake-lob';
import { account, collection, insertReport, reading } from './fixtures/readings';
import { acceptServiceContract, ApiAgent, confirmedSend, grantPlan, msUntil, registeredAgent, useTestServer } from './support';

/**
 * Findings → disputes → bureau packages → certified mail, through the HTTP API (issue 13): real PostgreSQL and
 * Redis when DATABASE_URL / REDIS_URL are set, else embedded PostgreSQL and the in-process queue.
 */

const SANDBOX_STEP_MS = 250;
const suite = useTestServer({ TRUST_PROXY: 'true' }, { configure: (c) => (c.certifiedMail.sandboxStepMs = SANDBOX_STEP_MS) });
const INFO = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701', ssn: '123-45-6789' };
const MISSING = 'Please fill in all required user information fields';

/**
 * Three bureaus' reports: Experian's balance of the closed Chase card ($1,250) differs from the others' ($980),
 * and all three still report a collection delinquent since January 2017 (past FCRA §605), Equifax with a higher
 * balance ($700 against $640: a collection, so its letter asks for validation, FDCPA §809(b)).
 */
/** A user who accepted the contract and holds Pro (issue 26: letters for any number of items, three packages a month included). */
async function proUser(s: { base: string; sql: typeof suite.sql }) {
  const registered = await registeredAgent(s.base);
  await acceptServiceContract(registered.agent);
  await grantPlan(s.sql, registered.user.id, 'pro');
  return registered;
}

/** Sends the packages named (every unmailed one without) at the price their quote asks, as the confirmation does. */
const sendPackages = (agent: ApiAgent, userId: number, packageIds?: string[]) =>
  confirmedSend(agent, `/api/dispute-packages/quote${packageIds ? `?packageIds=${packageIds.join(',')}` : ''}`, '/api/disputes/send-letters', {
    userId,
    ...(packageIds ? { packageIds } : {}),
  });

async function userWithReports() {
  const { agent, user } = await proUser(suite);
  const card = (balance: number, creditor = 'CHASE CARD SERVICES') => account({ creditor, status: 'closed', closed: '2025-01', balance });
  const old = collection({
    creditor: 'LVNV FUNDING LLC',
    accountNumberLast4: '0451',
    accountNumberMasked: '****0451',
    dateOfFirstDelinquency: '2017-01',
    originalCreditor: 'CREDIT ONE BANK',
    balance: 640,
  });
  const reportIds = [
    await insertReport(suite, user.id, reading('experian', [card(1250), old])),
    await insertReport(suite, user.id, reading('equifax', [card(980, 'JPMCB CARD'), { ...old, balance: 700 }])),
    await insertReport(suite, user.id, reading('transunion', [card(980), old])),
  ];
  return { agent, user, reportIds };
}

interface FindingView {
  key: string;
  kind: string;
  bureau: string;
  creditor: string;
  disputeId: number | null;
  evidence: { text: string }[];
}
const findings = async (agent: ApiAgent) => {
  const res = await agent.get('/api/credit-report-findings');
  expect(res.status).toBe(200);
  return res.json.findings as FindingView[];
};

const disputeCount = async (userId: number) =>
  Number((await suite.sql<{ n: string }>('select count(*) as n from @"disputes" where "user_id" = ?', [userId]))[0]!.n);

describe('findings', () => {
  test('two conflicting readings → findings with evidence; file one → the dispute exists; a second try → 409; unknown key → 404', async () => {
    const { agent, user, reportIds } = await userWithReports();
    const list = await findings(agent);
    expect(list.map((f) => [f.kind, f.bureau])).toEqual([
      ['balance_mismatch', 'experian'],
      ['obsolete', 'experian'],
      ['balance_mismatch', 'equifax'],
      ['obsolete', 'equifax'],
      ['obsolete', 'transunion'],
    ]);
    const balance = list[0]!;
    expect(balance.disputeId).toBeNull();
    expect(balance.evidence.map((e) => e.text)).toEqual([
      expect.stringContaining('Experian: CHASE CARD SERVICES ****3301, balance $1,250'),
      expect.stringContaining('Equifax: JPMCB CARD ****3301, balance $980'),
      expect.stringContaining('TransUnion: CHASE CARD SERVICES ****3301, balance $980'),
    ]);
    expect((await agent.get('/api/credit-report-findings')).json.findings[0].evidence[0].reportId).toBe(reportIds[0]);

    const filed = await agent.post(`/api/credit-report-findings/${balance.key}/file`, {});
    expect(filed.status).toBe(201);
    expect(filed.json).toMatchObject({
      userId: user.id,
      type: '611',
      creditor: 'CHASE CARD SERVICES',
      accountNumber: '****3301',
      amount: '1250.00',
      bureau: 'experian',
      disputeReason: 'incorrect_amount',
      status: 'pending',
    });
    expect(filed.json.description).toContain('Experian reports a balance of $1,250');
    const disputes = await agent.get(`/api/disputes/${user.id}`);
    expect(disputes.json.map((d: { id: number }) => d.id)).toEqual([filed.json.id]);
    expect((await findings(agent))[0]!.disputeId).toBe(filed.json.id);

    const again = await agent.post(`/api/credit-report-findings/${balance.key}/file`, {});
    expect(again.status).toBe(409);
    expect((await agent.post('/api/credit-report-findings/nope123/file', {})).status).toBe(404);
    expect(await disputeCount(user.id)).toBe(1);

    // Two clicks at once: one dispute.
    const obsolete = list[1]!;
    const both = await Promise.all([
      agent.post(`/api/credit-report-findings/${obsolete.key}/file`, {}),
      agent.post(`/api/credit-report-findings/${obsolete.key}/file`, {}),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await disputeCount(user.id)).toBe(2);

    // One account at one bureau, two problems (Equifax's LVNV balance and its age): one dispute answers both.
    const [equifaxBalance, equifaxObsolete] = list.filter((f) => f.bureau === 'equifax');
    expect([equifaxBalance!.creditor, equifaxObsolete!.creditor]).toEqual(['LVNV FUNDING LLC', 'LVNV FUNDING LLC']);
    const one = await agent.post(`/api/credit-report-findings/${equifaxBalance!.key}/file`, {});
    expect(one.status).toBe(201);
    expect((await agent.post(`/api/credit-report-findings/${equifaxObsolete!.key}/file`, {})).status).toBe(409);
    expect((await findings(agent)).find((f) => f.key === equifaxObsolete!.key)!.disputeId).toBe(one.json.id);
    expect(await disputeCount(user.id)).toBe(3);

    // Another user neither sees nor files them.
    const other = await registeredAgent(suite.base);
    expect(await findings(other.agent)).toEqual([]);
    expect((await other.agent.post(`/api/credit-report-findings/${list[3]!.key}/file`, {})).status).toBe(404);
  });

  test('a single consistent report has no findings', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await insertReport(suite, user.id, reading('experian', [account(), account({ creditor: 'AMERICAN EXPRESS', accountNumberLast4: '1008' })]));
    expect(await findings(agent)).toEqual([]);
  });
});

describe('bureau packages', () => {
  test('generate → three letters in the user’s name → regenerate replaces → send (sandbox, idempotent) → delivery sets every due date → a mailed letter never changes', async () => {
    const { agent, user, reportIds } = await userWithReports();

    // No saved details and none given: 400, nothing filed or written.
    const refused = await agent.post('/api/disputes/generate-letters', { userId: user.id });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(MISSING);
    expect(refused.json.code).toBe('missing_user_info');
    expect(await disputeCount(user.id)).toBe(0);
    expect(await suite.count('dispute_packages', user.id)).toBe(0);
    // An unknown finding or report: 404 and nothing written.
    expect((await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO, findingKeys: ['unknownkey12'] })).status).toBe(404);
    expect((await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO, extractedDocuments: [999999] })).status).toBe(404);
    expect(await disputeCount(user.id)).toBe(0);
    expect(await suite.count('letter_details', user.id)).toBe(0);

    const generated = await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO, extractedDocuments: reportIds });
    expect(generated.status).toBe(200);
    const letters = generated.json.letters as {
      id: string;
      bureau: string;
      letterType: string;
      status: string;
      generatedContent: string;
      disputeIds: number[];
      citations: string[];
      pdfUrl: string;
    }[];
    expect(letters.map((l) => l.bureau).sort()).toEqual(['equifax', 'experian', 'transunion']);
    // Equifax's LVNV collection is past its period and its balance differs: one dispute says both
    expect(await disputeCount(user.id)).toBe(4);
    for (const l of letters) {
      expect(l.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(l.status).toBe('ready');
      expect(l.generatedContent).toContain('Jane Doe\n12 Oak St\nAustin, TX 78701');
      expect(l.generatedContent).toContain('SSN: XXX-XX-6789');
      expect(l.generatedContent).not.toContain('123-45-6789');
      expect(l.citations).toEqual(expect.arrayContaining(['FCRA §611', 'FCRA §605']));
      for (const c of l.citations) expect(l.generatedContent).toContain(c);
      expect(l.pdfUrl).toBe(`/api/dispute-packages/${l.id}/pdf`);
    }
    const equifax = letters.find((l) => l.bureau === 'equifax')!;
    // its one dispute leads with the strongest basis (past the §605 period) and says the balance differs too
    expect(equifax.citations).toContain('FCRA §605');
    expect(equifax.disputeIds).toHaveLength(1);
    expect(equifax.generatedContent).toContain('Creditor: LVNV FUNDING LLC\nAccount number: ****0451');
    expect(equifax.generatedContent).toContain('Equifax reports a balance of $700');
    const experian = letters.find((l) => l.bureau === 'experian')!;
    expect(experian.letterType).toBe('FCRA §605 obsolete items and FCRA §611 dispute');
    expect(experian.citations).not.toContain('FDCPA §809(b)');
    expect(experian.disputeIds).toHaveLength(2);
    expect(experian.generatedContent).toContain('Experian\nP.O. Box 4500\nAllen, TX 75013');
    expect(experian.generatedContent).toContain('Item 1 of 2\nCreditor: CHASE CARD SERVICES\nAccount number: ****3301\nAmount: $1,250.00');
    expect(experian.generatedContent).toContain('Creditor: LVNV FUNDING LLC\nAccount number: ****0451');
    expect(await suite.count('letter_details', user.id)).toBe(1);

    // Regenerating (saved details, new address given) replaces the unmailed letters in place.
    const moved = await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: { ...INFO, address: '99 Elm Ave' } });
    expect(moved.status).toBe(200);
    expect(moved.json.letters.map((l: { id: string }) => l.id).sort()).toEqual(letters.map((l) => l.id).sort());
    expect(moved.json.letters[0].generatedContent).toContain('Jane Doe\n99 Elm Ave\nAustin, TX 78701');
    const coverage = (ls: { bureau: string; disputeIds: number[] }[]) => ls.map((l) => [l.bureau, l.disputeIds]).sort();
    expect(coverage(moved.json.letters)).toEqual(coverage(letters));
    expect(await suite.count('dispute_packages', user.id)).toBe(3);
    expect(await disputeCount(user.id)).toBe(4);

    // The PDF, to its owner only.
    const pdf = await fetch(`${suite.base}${experian.pdfUrl}`, { headers: { cookie: agent.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toStartWith('attachment;');
    expect((await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })).text).toContain('CHASE CARD SERVICES');
    const stranger = await registeredAgent(suite.base);
    expect((await fetch(`${suite.base}${experian.pdfUrl}`, { headers: { cookie: stranger.agent.cookie } })).status).toBe(404);
    expect((await fetch(`${suite.base}${experian.pdfUrl}`)).status).toBe(401);

    // Send: one USPS Certified Mail piece, even on a double click.
    const confirmedPriceCents = (await agent.get(`/api/dispute-packages/quote?packageIds=${experian.id}`)).json.totalCents;
    const send = () => agent.post('/api/disputes/send-letters', { userId: user.id, packageIds: [experian.id], confirmedPriceCents });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [mailed] = a.json.mailingPackages;
    expect(mailed).toMatchObject({ packageId: experian.id, bureau: 'experian', success: true, priceCents: 850, error: null });
    expect(['mailed', 'in_transit']).toContain(mailed.status);
    expect(isValidUspsTrackingNumber(mailed.trackingNumber)).toBe(true);
    expect(b.json.mailingPackages[0].trackingNumber).toBe(mailed.trackingNumber);
    expect((await send()).json.mailingPackages[0].trackingNumber).toBe(mailed.trackingNumber);
    expect(Number((await suite.sql<{ n: string }>('select count(*) as n from @"dispute_mailings" where "package_id" = ?', [experian.id]))[0]!.n)).toBe(1);

    // The sandbox's tracking events; delivery sets the due date of both disputes in the package.
    let delivered = await agent.get('/api/dispute-packages');
    await msUntil(async () => {
      delivered = await agent.get('/api/dispute-packages');
      return delivered.json.mailingPackages.some((m: { status: string }) => m.status === 'delivered');
    }, 10_000);
    const m = delivered.json.mailingPackages.find((x: { packageId: string }) => x.packageId === experian.id);
    expect(m.events.map((e: { name: string }) => e.name)).toEqual(['Mailed', 'In Transit', 'In Local Area', 'Processed for Delivery', 'Delivered']);
    const due = bureauAnswerDue(new Date(m.deliveredAt), false).toISOString();
    expect(m.responseDueDate).toBe(due);
    expect(delivered.json.letters.find((l: { id: string }) => l.id === experian.id).status).toBe('delivered');
    const disputes = (await agent.get(`/api/disputes/${user.id}`)).json as {
      id: number;
      status: string;
      expectedResponseDate: string;
      mailing: { trackingNumber: string } | null;
    }[];
    for (const id of experian.disputeIds) {
      const d = disputes.find((x) => x.id === id)!;
      expect(d).toMatchObject({ status: 'in_progress', expectedResponseDate: due });
      expect(d.mailing?.trackingNumber).toBe(mailed.trackingNumber);
    }
    for (const d of disputes.filter((x) => !experian.disputeIds.includes(x.id))) expect(d.status).toBe('pending');

    // Regenerating now leaves the mailed letter as it was and rewrites the two unmailed ones.
    const before = (
      await suite.sql<{ content: string; updated_at: Date }>('select "content", "updated_at" from @"dispute_packages" where "id" = ?', [experian.id])
    )[0]!;
    const again = await agent.post('/api/disputes/generate-letters', { userId: user.id });
    expect(again.status).toBe(200);
    expect(again.json.letters.map((l: { bureau: string }) => l.bureau).sort()).toEqual(['equifax', 'transunion']);
    expect((await suite.sql('select "content", "updated_at" from @"dispute_packages" where "id" = ?', [experian.id]))[0]).toEqual(before);

    // The rest, without naming them: every unmailed package.
    const rest = await sendPackages(agent, user.id);
    expect(rest.json.mailingPackages.map((p: { bureau: string; success: boolean }) => [p.bureau, p.success]).sort()).toEqual([
      ['equifax', true],
      ['transunion', true],
    ]);
  });

  test('a dispute’s own bureau only (disputeId): one letter; someone else’s dispute or package → 404', async () => {
    const { agent, user } = await userWithReports();
    const [first] = await findings(agent);
    const filed = await agent.post(`/api/credit-report-findings/${first!.key}/file`, {});
    const one = await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO, disputeId: filed.json.id });
    expect(one.status).toBe(200);
    expect(one.json.letters.map((l: { bureau: string; disputeIds: number[] }) => [l.bureau, l.disputeIds])).toEqual([['experian', [filed.json.id]]]);

    const other = await registeredAgent(suite.base);
    expect((await other.agent.post('/api/disputes/generate-letters', { userId: other.user.id, userInfo: INFO, disputeId: filed.json.id })).status).toBe(404);
    expect((await other.agent.post('/api/disputes/send-letters', { userId: other.user.id, packageIds: [one.json.letters[0].id] })).status).toBe(404);
    expect((await other.agent.get('/api/dispute-packages')).json).toEqual({ letters: [], mailingPackages: [] });
    expect((await other.agent.post('/api/disputes/send-letters', { userId: other.user.id })).status).toBe(400);
    // Letters are prepared only after the contract (issue 26).
    expect((await other.agent.post('/api/disputes/generate-letters', { userId: other.user.id, userInfo: INFO })).json.missing).toEqual(['croa_contract']);
  });

  test('401 without a session and 403 for another user’s id, on every route', async () => {
    const anonymous = new ApiAgent(suite.base);
    const { agent, user } = await registeredAgent(suite.base);
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/credit-report-findings', undefined],
      ['POST', '/api/credit-report-findings/abc/file', {}],
      ['POST', '/api/disputes/generate-letters', { userId: user.id }],
      ['POST', '/api/disputes/send-letters', { userId: user.id }],
      ['GET', '/api/dispute-packages', undefined],
      ['GET', `/api/dispute-packages/${id}/pdf`, undefined],
    ] as const) {
      expect((await anonymous.call(method, path, body)).status).toBe(401);
    }
    expect((await agent.post('/api/disputes/generate-letters', { userId: user.id + 1000 })).status).toBe(403);
    expect((await agent.post('/api/disputes/send-letters', { userId: user.id + 1000 })).status).toBe(403);
    expect((await agent.post('/api/disputes/send-letters', { userId: user.id, packageIds: ['not-a-uuid'] })).status).toBe(400);
  });
});

describe('bureau packages by Lob (against a local fake of Lob’s API)', () => {
  const API_KEY = 'test_finx_packages_key';
  const SECRET = 'whsec_finx_packages';
  const fakeLob = startFakeLob(API_KEY);
  afterAll(() => fakeLob.server.stop(true));
  const lob = useTestServer({ TRUST_PROXY: 'true', LOB_API_KEY: API_KEY, LOB_BASE_URL: fakeLob.baseUrl, LOB_WEBHOOK_SECRET: SECRET });

  test('a refusal is success: false with Lob’s error; sent again → Lob’s tracking number; its delivery webhook sets every due date', async () => {
    const { agent, user } = await proUser(lob);
    await insertReport(lob, user.id, reading('experian', [account({ status: 'closed', balance: 1250 }), collection({ dateOfFirstDelinquency: '2017-01' })]));
    await insertReport(lob, user.id, reading('equifax', [account({ status: 'closed', balance: 980 }), collection({ dateOfFirstDelinquency: '2017-01' })]));
    const generated = await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO });
    const experian = generated.json.letters.find((l: { bureau: string }) => l.bureau === 'experian');
    expect(experian.disputeIds).toHaveLength(2);

    Object.assign(fakeLob.state, { failNext: 1, failWith: { status: 422, message: 'to.address_zip must be in a valid zip or zip+4 format' } });
    const refused = await sendPackages(agent, user.id, [experian.id]);
    expect(refused.status).toBe(200);
    expect(refused.json.mailingPackages[0]).toMatchObject({ packageId: experian.id, success: false, status: 'failed', trackingNumber: null });
    expect(refused.json.mailingPackages[0].error).toContain('to.address_zip must be in a valid zip');

    const sent = await sendPackages(agent, user.id, [experian.id]);
    expect(sent.json.mailingPackages[0]).toMatchObject({ success: true, status: 'mailed', error: null });
    expect(sent.json.mailingPackages[0].trackingNumber).toMatch(/^9207190\d{15}$/);
    const request = fakeLob.requests.at(-1)!;
    expect(request.form.get('description')).toBe(`FinX dispute package ${experian.id.slice(-8)}`);
    expect(request.form.get('to[name]')).toBe('Experian');
    const pdf = (await extractText(request.pdf.slice(), { mergePages: true })).text;
    expect(pdf).toContain('CHASE CARD SERVICES');
    expect(pdf).toContain('MIDLAND CREDIT MANAGEMENT');

    const [row] = await lob.sql<{ carrier_id: string }>('select "carrier_id" from @"dispute_mailings" where "package_id" = ?', [experian.id]);
    const at = new Date();
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      event_type: { id: 'letter.certified.delivered' },
      date_created: at.toISOString(),
      body: { id: row!.carrier_id, object: 'letter' },
    });
    expect(
      (
        await fetch(`${lob.base}/api/hooks/lob`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...lobSignatureHeaders(SECRET, body) },
          body,
        })
      ).status,
    ).toBe(200);
    const due = bureauAnswerDue(at, false).toISOString();
    await msUntil(async () => {
      const disputes = (await agent.get(`/api/disputes/${user.id}`)).json as { id: number; expectedResponseDate: string }[];
      return experian.disputeIds.every((id: number) => disputes.find((d) => d.id === id)?.expectedResponseDate === due);
    });
    const listed = (await agent.get('/api/dispute-packages')).json.mailingPackages.find((m: { packageId: string }) => m.packageId === experian.id);
    expect(listed).toMatchObject({ status: 'delivered', responseDueDate: due });
  });
});
