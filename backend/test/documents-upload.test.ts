import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INVALID_DOCUMENT_FILES, INVALID_REPORT_FILES, MAX_UPLOAD_BYTES } from '@finx/contracts';
import { rawOversizedUpload, storedObjects, textPdf, untilProcessed, upload } from './fixtures/documents';
import { createStorage, newStorageKey } from '../src/platform/storage';
import { ApiAgent, registeredAgent, useTestServer, withServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });
const report = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', name)));
/** Objects stored for the user since `registered` (user ids repeat across runs, DATA_DIR/uploads stays). */
const objectsSince = (u: { user: { id: number }; objects: number }) => storedObjects(suite.server.config.dataDir, u.user.id) - u.objects;
async function newUser(overrides: Record<string, unknown> = {}) {
  const r = await registeredAgent(suite.base, overrides);
  return { ...r, objects: storedObjects(suite.server.config.dataDir, r.user.id) };
}

describe('credit report upload → job → reading', () => {
  test('a text report is stored, read by the job and shown to its owner', async () => {
    const u = await newUser({ firstName: 'Devon', lastName: 'Holloway' });
    const { agent, user } = u;
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_0', name: 'equifax.txt', bytes: report('equifax-paged.txt') },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.reports).toHaveLength(1);
    const [summary] = res.json.reports;
    expect(summary).toMatchObject({ fileName: 'equifax.txt', status: 'processing', error: null, bureau: null, creditScore: null });
    expect(objectsSince(u)).toBe(1);

    const done = await untilProcessed(agent, `/api/credit-reports/${summary.id}`);
    expect(done.json).toMatchObject({
      id: summary.id,
      status: 'processed',
      bureau: 'equifax',
      creditScore: 604,
      reportDate: '2026-09-03',
      scoreRange: { min: 300, max: 850 },
    });
    expect(done.json.accountSummary.totalBalance).toBe(done.json.reading.totalBalance);
    expect(done.json.reading.accounts.length).toBeGreaterThan(1);
    expect(done.json.reading.consumer.name).toBe('DEVON R. HOLLOWAY');

    const list = await agent.get('/api/credit-reports');
    expect(list.json.reports.map((r: { id: number }) => r.id)).toEqual([summary.id]);
    const docs = await agent.get('/api/documents');
    expect(docs.json.documents[0]).toMatchObject({
      id: summary.id,
      fileType: 'credit_report',
      status: 'processed',
      extractedData: { reportId: summary.id, bureau: 'equifax', creditScore: 604 },
    });
    expect(docs.json.documents[0].extractedData.negativeItems.length).toBeGreaterThan(0);

    // The FinX factors follow the report; its score joins the score history.
    const [factors] = await suite.sql<{ payment_history_score: number; details: { reportId: number } }>(
      `select * from @"credit_factors" where "user_id" = ? and "source" = 'credit_report'`,
      [user.id],
    );
    expect(factors!.details.reportId).toBe(summary.id);
    expect(factors!.payment_history_score).toBe(15); // a charge-off on file
    const scores = await suite.sql<{ score: number; source: string }>(`select "score", "source" from @"score_history" where "user_id" = ?`, [user.id]);
    expect(scores).toEqual([{ score: 604, source: 'credit_report' }]);
  });

  test('a saved 3-bureau report page (HTML) is accepted and read; the reading says where each value came from and how sure it is', async () => {
    const { agent, user } = await newUser();
    const page = new Uint8Array(readFileSync(path.join(import.meta.dir, 'report-corpus', 'files', 'dev', 'smartcredit-3bureau-html-1.html')));
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_0', name: 'My 3-Bureau Report.html', bytes: page },
    ]);
    expect(res.status).toBe(201);
    const done = await untilProcessed(agent, `/api/credit-reports/${res.json.reports[0].id}`);
    expect(done.json.status).toBe('processed');
    const reading = done.json.reading;
    expect(reading.format).toBe('html');
    expect(reading.bureaus.map((b: { bureau: string }) => b.bureau).sort()).toEqual(['equifax', 'experian', 'transunion']);
    // the page states its own totals per bureau; the reading adds up to them
    expect(reading.checks.length).toBeGreaterThan(0);
    expect(reading.checks.every((c: { ok: boolean }) => c.ok)).toBe(true);
    expect(reading.confidence).toBe(1);
    // the file goes back as a download, never as a page rendered on the site
    const file = await agent.get(`/api/documents/${res.json.reports[0].id}/file`);
    expect(file.headers.get('content-type')).toStartWith('text/plain');
  });

  test('a PDF report: each value carries its page and the text it was read from; a report whose own totals disagree says so', async () => {
    const { agent, user } = await newUser();
    const pdf = new Uint8Array(readFileSync(path.join(import.meta.dir, 'report-corpus', 'files', 'dev', 'experian-annual-print-1.pdf')));
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name: 'experian.pdf', bytes: pdf }]);
    const done = await untilProcessed(agent, `/api/credit-reports/${res.json.reports[0].id}`);
    const withBalance = done.json.reading.accounts.find((a: { balance: number | null }) => a.balance !== null);
    expect(withBalance.sources.balance.page).toBeGreaterThanOrEqual(1);
    expect(withBalance.sources.balance.text).toContain(`$${withBalance.balance.toLocaleString('en-US')}`);

    const odd = [
      'Experian credit report',
      'Report date: 03/01/2026',
      'Open accounts: 3',
      '',
      'Accounts',
      'ACME BANK',
      'Account number: XXXX1111',
      'Balance: $100',
      'Status: Open',
      '',
      'BETA CARD',
      'Account number: XXXX2222',
      'Balance: $50',
      'Status: Open',
    ];
    const text = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_0', name: 'short.txt', bytes: new TextEncoder().encode(odd.join('\n')) },
    ]);
    const read = (await untilProcessed(agent, `/api/credit-reports/${text.json.reports[0].id}`)).json.reading;
    expect(read.checks).toEqual([{ label: 'Open accounts', stated: 3, read: 2, ok: false, source: { page: 1, text: 'Open accounts 3' } }]);
    expect(read.confidence).toBeLessThan(1);
  });

  test("a report's score becomes the profile's current score, with its source in the history", async () => {
    const { agent, user } = await newUser();
    expect((await agent.call('POST', '/api/credit-profiles', { userId: user.id, currentScore: 650, targetScore: 750 })).status).toBe(201);
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_0', name: 'equifax.txt', bytes: report('equifax-paged.txt') },
    ]);
    await untilProcessed(agent, `/api/credit-reports/${res.json.reports[0].id}`);
    // labelled with the report's bureau, model and date; the first Equifax FICO 8 score is not a change from the 650 told us
    expect((await agent.get(`/api/credit-profiles/${user.id}`)).json).toMatchObject({
      currentScore: 604,
      scoreChange: null,
      scorePoint: { score: 604, source: 'credit_report', bureau: 'equifax', model: 'FICO Score 8', date: '2026-09-03' },
    });
    const scores = await suite.sql(`select "score", "source", "bureau", "model", "scored_on" from @"score_history" where "user_id" = ? order by "id"`, [
      user.id,
    ]);
    expect(scores).toEqual([
      { score: 650, source: 'self_reported', bureau: null, model: null, scored_on: null },
      { score: 604, source: 'credit_report', bureau: 'equifax', model: 'FICO Score 8', scored_on: '2026-09-03' },
    ]);
    const activities = (await agent.get(`/api/activities/${user.id}`)).json as { title: string; description: string }[];
    expect(activities[0]).toMatchObject({ title: 'Credit score read from your report', description: 'Equifax · FICO Score 8 · Sep 3, 2026: 604' });
    const notes = await suite.sql<{ title: string; body: string }>(
      `select "title", "body" from @"notifications" where "user_id" = ? and "type" = 'credit_score_change'`,
      [user.id],
    );
    expect(notes).toEqual([
      {
        title: 'New credit score',
        body: 'Equifax · FICO Score 8 · Sep 3, 2026: 604: no earlier Equifax FICO Score 8 to compare with; scores of other bureaus or models are never compared.',
      },
    ]);
  });

  test('a PDF report (text PDF) is read through the same job', async () => {
    const u = await newUser();
    const { agent, user } = u;
    const pdf = await textPdf(new TextDecoder().decode(report('equifax-paged.txt')).split('\n'));
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name: 'report.pdf', bytes: pdf }]);
    expect(res.status).toBe(201);
    const done = await untilProcessed(agent, `/api/credit-reports/${res.json.reports[0].id}`);
    expect(done.json).toMatchObject({ status: 'processed', bureau: 'equifax', creditScore: 604 });
  });

  test('several reports in one request come back in field order', async () => {
    const u = await newUser();
    const { agent, user } = u;
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_1', name: 'tradelines.csv', bytes: report('tradelines-export.csv') },
      { field: 'creditReport_0', name: 'vendor.json', bytes: report('vendor-mismo.json') },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.reports.map((r: { fileName: string }) => r.fileName)).toEqual(['vendor.json', 'tradelines.csv']);
    for (const r of res.json.reports) expect((await untilProcessed(agent, `/api/credit-reports/${r.id}`)).json.status).toBe('processed');
  });

  test('a file that is not a credit report ends in error with the reason', async () => {
    const u = await newUser();
    const { agent, user } = u;
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_0', name: 'notes.txt', bytes: 'Shopping list\nmilk\neggs\n' },
    ]);
    expect(res.status).toBe(201);
    const done = await untilProcessed(agent, `/api/credit-reports/${res.json.reports[0].id}`);
    expect(done.json.status).toBe('error');
    expect(done.json.error).toMatch(/\w+ \w+/);
    expect(done.json.reading).toBeNull();
  });
});

test('a document left processing by a stop is read after the next start', async () => {
  const u = await newUser();
  const bytes = report('equifax-paged.txt');
  const storageKey = newStorageKey(`documents/${u.user.id}`);
  await createStorage(suite.server.config).put(storageKey, bytes);
  const [row] = await suite.sql<{ id: string }>(
    `insert into @"documents" ("user_id", "file_type", "file_name", "kind", "size", "sha256", "storage_key", "status") values (?, 'credit_report', 'r.txt', 'txt', ?, ?, ?, 'processing') returning "id"`,
    [u.user.id, bytes.byteLength, new Bun.CryptoHasher('sha256').update(bytes).digest('hex'), storageKey],
  );
  await withServer(suite.server.config, suite.server.db, async () => {
    expect((await untilProcessed(u.agent, `/api/credit-reports/${row!.id}`)).json).toMatchObject({ status: 'processed', bureau: 'equifax' });
  });
});

describe('refused files: the spec message, nothing stored', () => {
  const refusals: [string, string, Uint8Array | string, number, string][] = [
    ['an unaccepted type', 'report.docx', 'PK not a report', 415, INVALID_REPORT_FILES],
    ['text named .pdf (wrong magic bytes)', 'report.pdf', 'Equifax Credit Report\nName: A B\n', 415, INVALID_REPORT_FILES],
    ['a zip disguised as PDF', 'report.pdf', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 1, 2, 3, 4]), 415, INVALID_REPORT_FILES],
    ['a zip named .txt', 'report.txt', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 1, 2, 3, 4]), 415, INVALID_REPORT_FILES],
    ['a JPEG named .pdf', 'report.pdf', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), 415, INVALID_REPORT_FILES],
    ['text that is not UTF-8', 'report.txt', new Uint8Array([0x52, 0x65, 0x70, 0xff, 0xfe, 0x6f, 0x72, 0x74, 0x0a, 0x41]), 415, INVALID_REPORT_FILES],
    ['JSON that does not parse', 'report.json', '{"accounts": [', 415, INVALID_REPORT_FILES],
    ['an empty file', 'report.txt', '', 415, INVALID_REPORT_FILES],
  ];
  for (const [what, name, bytes, status, message] of refusals) {
    test(what, async () => {
      const u = await newUser();
      const { agent, user } = u;
      const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name, bytes }]);
      expect(res.status).toBe(status);
      expect(res.json.error.startsWith(message)).toBe(true);
      expect(await suite.count('documents', user.id)).toBe(0);
      expect(objectsSince(u)).toBe(0);
    });
  }

  test('one bad file refuses the whole request: none of its files is stored', async () => {
    const u = await newUser();
    const { agent, user } = u;
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_0', name: 'good.txt', bytes: report('equifax-paged.txt') },
      { field: 'creditReport_1', name: 'good.csv', bytes: report('tradelines-export.csv') },
      { field: 'creditReport_2', name: 'bad.pdf', bytes: 'not a pdf' },
    ]);
    expect(res.status).toBe(415);
    expect(res.json.error).toContain('bad.pdf');
    expect(await suite.count('documents', user.id)).toBe(0);
    expect(objectsSince(u)).toBe(0);
  });

  test('documents: a CSV is not an ID document; a PNG is not a credit report', async () => {
    const u = await newUser();
    const { agent, user } = u;
    const csv = await upload(agent, '/api/documents/upload', { userId: user.id, fileType: 'id_document' }, [
      { field: 'document_0', name: 'id.csv', bytes: 'a,b\n1,2\n' },
    ]);
    expect(csv.status).toBe(415);
    expect(csv.json.error.startsWith(INVALID_DOCUMENT_FILES)).toBe(true);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const res = await upload(agent, '/api/documents/upload', { userId: user.id, fileType: 'credit_report' }, [
      { field: 'document_0', name: 'scan.png', bytes: png },
    ]);
    expect(res.status).toBe(415);
    const reports = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name: 'scan.png', bytes: png }]);
    expect(reports.status).toBe(415);
    expect(await suite.count('documents', user.id)).toBe(0);
    expect(objectsSince(u)).toBe(0);
  });

  test('not multipart, no files, unknown fields: 400 with a reason', async () => {
    const u = await newUser();
    const json = await u.agent.post('/api/credit-reports/upload', { userId: String(u.user.id) });
    expect(json.status).toBe(400);
    expect(json.json.error).toBe('Send the files as multipart/form-data');
    const none = await upload(u.agent, '/api/credit-reports/upload', { userId: u.user.id }, []);
    expect(none).toMatchObject({ status: 400, json: { error: 'Choose at least one file (creditReport_0)' } });
    const field = await upload(u.agent, '/api/credit-reports/upload', { userId: u.user.id }, [{ field: 'file', name: 'r.txt', bytes: 'x' }]);
    expect(field).toMatchObject({ status: 400, json: { error: 'Unexpected file field "file"' } });
    const type = await upload(u.agent, '/api/documents/upload', { userId: u.user.id, fileType: 'selfie' }, [
      { field: 'document_0', name: 'r.txt', bytes: 'x' },
    ]);
    expect(type).toMatchObject({ status: 400, json: { error: 'fileType must be one of credit_report, id_document, proof_of_address, ftc_report' } });
    expect(await suite.count('documents', u.user.id)).toBe(0);
    expect(objectsSince(u)).toBe(0);
  });

  test('exactly 10 MB is accepted; 10 MB + 1 byte is refused with 413 and nothing stored', async () => {
    const u = await newUser();
    const { agent, user } = u;
    const line = 'Name: ADA LOVELACE 12 Main St Springfield IL 62701 ................................\n';
    const body = (n: number) => {
      const bytes = new Uint8Array(n).fill(0x2e);
      const l = new TextEncoder().encode(line);
      for (let i = 0; i + l.length <= n; i += l.length) bytes.set(l, i);
      return bytes;
    };
    const over = await upload(agent, '/api/documents/upload', { userId: user.id, fileType: 'id_document' }, [
      { field: 'document_0', name: 'big.txt', bytes: body(MAX_UPLOAD_BYTES + 1) },
    ]);
    expect(over.status).toBe(413);
    expect(over.json.error.startsWith(INVALID_DOCUMENT_FILES)).toBe(true);
    expect(await suite.count('documents', user.id)).toBe(0);
    expect(objectsSince(u)).toBe(0);

    const exact = await upload(agent, '/api/documents/upload', { userId: user.id, fileType: 'id_document' }, [
      { field: 'document_0', name: 'big.txt', bytes: body(MAX_UPLOAD_BYTES) },
    ]);
    expect(exact.status).toBe(201);
    expect(exact.json.documents[0].size).toBe(MAX_UPLOAD_BYTES);
    expect(objectsSince(u)).toBe(1);
  });
});

test('an oversized upload is cut off at the limit: 413 long before the rest is sent, nothing stored', async () => {
  const u = await newUser();
  const { statusLine, sentWhenAnswered } = await rawOversizedUpload(suite.base, u.agent.cookie, u.user.id);
  expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
  // 40 MB were on their way: the answer came after the 10 MB limit, long before the end (the socket buffers
  // of both ends hold a few MB the server never read).
  expect(sentWhenAnswered).toBeGreaterThan(10 * 1024 * 1024);
  expect(sentWhenAnswered).toBeLessThan(24 * 1024 * 1024);
  expect(await suite.count('documents', u.user.id)).toBe(0);
  expect(objectsSince(u)).toBe(0);
}, 20_000);

describe('sessions and owners', () => {
  test('401 without a session on every route, and nothing stored', async () => {
    const anon = new ApiAgent(suite.base);
    const before = await suite.count('documents');
    expect((await upload(anon, '/api/credit-reports/upload', { userId: 1 }, [{ field: 'creditReport_0', name: 'r.txt', bytes: 'x' }])).status).toBe(401);
    expect(
      (await upload(anon, '/api/documents/upload', { userId: 1, fileType: 'id_document' }, [{ field: 'document_0', name: 'r.txt', bytes: 'x' }])).status,
    ).toBe(401);
    for (const route of ['/api/credit-reports', '/api/credit-reports/1', '/api/documents', '/api/documents/1/file'])
      expect((await anon.get(route)).status).toBe(401);
    expect((await anon.call('DELETE', '/api/documents/1', {})).status).toBe(401);
    expect(await suite.count('documents')).toBe(before);
  });

  test("another user's id in the form is 403 and nothing is stored", async () => {
    const u = await newUser();
    const { agent, user } = u;
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id + 100000 }, [
      { field: 'creditReport_0', name: 'r.txt', bytes: report('equifax-paged.txt') },
    ]);
    expect(res.status).toBe(403);
    // userId after the file (the file was already streaming into storage): still 403, still nothing kept.
    const form = new FormData();
    form.append('creditReport_0', new File([report('equifax-paged.txt')], 'r.txt'));
    form.append('userId', String(user.id + 1));
    const late = await fetch(`${suite.base}/api/credit-reports/upload`, {
      method: 'POST',
      headers: { origin: suite.base, cookie: agent.cookie, 'x-forwarded-for': agent.ip },
      body: form,
    });
    expect(late.status).toBe(403);
    const missing = await upload(agent, '/api/credit-reports/upload', {}, [{ field: 'creditReport_0', name: 'r.txt', bytes: report('equifax-paged.txt') }]);
    expect(missing.status).toBe(400);
    expect(await suite.count('documents', user.id)).toBe(0);
    expect(objectsSince(u)).toBe(0);
  });

  test("another user's document: 404 on every route, never its data", async () => {
    const owner = await newUser();
    const res = await upload(owner.agent, '/api/documents/upload', { userId: owner.user.id, fileType: 'credit_report' }, [
      { field: 'document_0', name: 'mine.txt', bytes: report('equifax-paged.txt') },
    ]);
    expect(res.status).toBe(201);
    const id = res.json.documents[0].id;
    const { agent: other } = await registeredAgent(suite.base);
    for (const route of [`/api/credit-reports/${id}`, `/api/documents/${id}/file`]) {
      const r = await other.get(route);
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.json)).not.toContain('mine.txt');
    }
    expect((await other.call('DELETE', `/api/documents/${id}`, {})).status).toBe(404);
    expect((await other.get('/api/documents')).json.documents).toEqual([]);
    expect((await other.get('/api/credit-reports')).json.reports).toEqual([]);
    expect((await owner.agent.get(`/api/documents/${id}/file`)).status).toBe(200);
    expect((await other.get('/api/credit-reports/abc')).status).toBe(400);
  });
});

describe('download and delete', () => {
  test('the file comes back as a download only: attachment, nosniff, never HTML', async () => {
    const u = await newUser();
    const { agent, user } = u;
    const html = '<html><body><script>alert(document.cookie)</script></body></html>\n';
    const res = await upload(agent, '/api/documents/upload', { userId: user.id, fileType: 'proof_of_address' }, [
      { field: 'document_0', name: '../../evil "bill".txt', bytes: html },
    ]);
    expect(res.status).toBe(201);
    const doc = res.json.documents[0];
    expect(doc.fileName).toBe('evil _bill_.txt');
    const file = await fetch(`${suite.base}/api/documents/${doc.id}/file`, { headers: { cookie: agent.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="evil _bill_.txt"; filename*=UTF-8''evil%20_bill_.txt`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-type')).toStartWith('text/plain');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(await file.text()).toBe(html);
  });

  test('a non-ASCII file name is kept as the user named it: upload, list and download agree', async () => {
    const { agent, user } = await newUser();
    const res = await upload(agent, '/api/documents/upload', { userId: user.id, fileType: 'proof_of_address' }, [
      { field: 'document_0', name: 'Résumé report.txt', bytes: 'Électricité de Montréal\n' },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.documents[0].fileName).toBe('Résumé report.txt');
    const list = await agent.get('/api/documents');
    expect(list.json.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['Résumé report.txt']);
    const file = await fetch(`${suite.base}/api/documents/${res.json.documents[0].id}/file`, { headers: { cookie: agent.cookie } });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="R_sum_ report.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20report.txt`);
    const reportRes = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_0', name: '信用报告 Équifax.txt', bytes: report('equifax-paged.txt') },
    ]);
    expect(reportRes.json.reports[0].fileName).toBe('信用报告 Équifax.txt');
  });

  test('delete removes the row and the stored file', async () => {
    const u = await newUser();
    const { agent, user } = u;
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      { field: 'creditReport_0', name: 'r.txt', bytes: report('equifax-paged.txt') },
    ]);
    const id = res.json.reports[0].id;
    await untilProcessed(agent, `/api/credit-reports/${id}`);
    expect(objectsSince(u)).toBe(1);
    expect((await agent.call('DELETE', `/api/documents/${id}`, {})).status).toBe(204);
    expect(await suite.count('documents', user.id)).toBe(0);
    expect(objectsSince(u)).toBe(0);
    expect((await agent.get(`/api/credit-reports/${id}`)).status).toBe(404);
    expect((await agent.call('DELETE', `/api/documents/${id}`, {})).status).toBe(404);
  });
});
