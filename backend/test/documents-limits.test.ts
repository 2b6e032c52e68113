import { describe, expect, test } from 'bun:test';
import { pdfBomb, storedObjects, untilProcessed, upload } from './fixtures/documents';
import { type ApiAgent, registeredAgent, useTestServer } from './support';

const suite = useTestServer({
  TRUST_PROXY: 'true',
  UPLOAD_RATE_LIMIT: '4',
  UPLOAD_QUOTA_FILES: '3',
  UPLOAD_QUOTA_MB: '1',
  DOCUMENT_READ_TIMEOUT_SECONDS: '10',
  DOCUMENT_READ_MEMORY_MB: '400',
});

async function newUser() {
  const r = await registeredAgent(suite.base);
  return { ...r, objects: storedObjects(suite.server.config.dataDir, r.user.id) };
}
const objectsSince = (u: { user: { id: number }; objects: number }) => storedObjects(suite.server.config.dataDir, u.user.id) - u.objects;
const textFile = (field: string, kb = 1) => ({ field, name: `${field}.txt`, bytes: `Statement\n${'x'.repeat(kb * 1024)}\n` });
const idUpload = (agent: ApiAgent, userId: number, files: { field: string; name: string; bytes: string | Uint8Array }[]) =>
  upload(agent, '/api/documents/upload', { userId, fileType: 'id_document' }, files);

describe('quota and rate (429)', () => {
  test('the file quota: full → 429 with the reason; deleting makes room', async () => {
    const u = await newUser();
    const first = await idUpload(u.agent, u.user.id, [textFile('document_0'), textFile('document_1'), textFile('document_2')]);
    expect(first.status).toBe(201);
    const full = await idUpload(u.agent, u.user.id, [textFile('document_0')]);
    expect(full.status).toBe(429);
    expect(full.json.error).toBe('Your document storage is full (at most 1 MB and 3 files). Delete documents you no longer need to upload more.');
    expect(await suite.count('documents', u.user.id)).toBe(3);
    expect((await u.agent.call('DELETE', `/api/documents/${first.json.documents[0].id}`, {})).status).toBe(204);
    expect((await idUpload(u.agent, u.user.id, [textFile('document_0')])).status).toBe(201);
    expect(objectsSince(u)).toBe(3);
  });

  test('more files in one request than the quota allows: 429, none stored', async () => {
    const u = await newUser();
    const res = await idUpload(u.agent, u.user.id, [textFile('document_0'), textFile('document_1'), textFile('document_2'), textFile('document_3')]);
    expect(res.status).toBe(429);
    expect(await suite.count('documents', u.user.id)).toBe(0);
    expect(objectsSince(u)).toBe(0);
  });

  test('two uploads at once cannot pass the quota together: the second is refused and its files removed', async () => {
    const u = await newUser();
    const two = () => idUpload(u.agent, u.user.id, [textFile('document_0', 50), textFile('document_1', 50)]);
    const answers = (await Promise.all([two(), two()])).map((r) => r.status).sort();
    expect(answers).toEqual([201, 429]);
    expect(await suite.count('documents', u.user.id)).toBe(2);
    await Bun.sleep(100); // the refused request's files are removed once its answer is sent
    expect(objectsSince(u)).toBe(2);
  });

  test('the byte quota is enforced while the file streams in', async () => {
    const u = await newUser();
    expect((await idUpload(u.agent, u.user.id, [textFile('document_0', 700)])).status).toBe(201);
    const over = await idUpload(u.agent, u.user.id, [textFile('document_0', 700)]);
    expect(over.status).toBe(429);
    expect(await suite.count('documents', u.user.id)).toBe(1);
    expect(objectsSince(u)).toBe(1);
  });

  test('the hourly rate counts every upload request, refused ones too', async () => {
    const u = await newUser();
    for (let i = 0; i < 4; i++) expect((await idUpload(u.agent, u.user.id, [{ field: 'document_0', name: 'x.pdf', bytes: 'not a pdf' }])).status).toBe(415);
    const limited = await idUpload(u.agent, u.user.id, [textFile('document_0')]);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe('Too many uploads: at most 4 an hour. Please try again later.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not limited by it.
    const other = await newUser();
    expect((await idUpload(other.agent, other.user.id, [textFile('document_0')])).status).toBe(201);
  });
});

test('a PDF bomb ends in error with the reason; the server keeps answering', async () => {
  const u = await newUser();
  const bomb = await pdfBomb(300);
  expect(bomb.byteLength).toBeLessThan(1024 * 1024);
  const started = Date.now();
  const res = await upload(u.agent, '/api/credit-reports/upload', { userId: u.user.id }, [{ field: 'creditReport_0', name: 'report.pdf', bytes: bomb }]);
  expect(res.status).toBe(201);
  const done = await untilProcessed(u.agent, `/api/credit-reports/${res.json.reports[0].id}`, 15_000);
  expect(done.json.status).toBe('error');
  expect(done.json.error).toMatch(/stopped/);
  expect(Date.now() - started).toBeLessThan(12_000);
  expect((await u.agent.get('/api/documents')).status).toBe(200);
}, 20_000);
