import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from 'bun';
import S3rver from 's3rver';
import { untilProcessed, upload } from './fixtures/documents';
import { registeredAgent, removeDir, useTestServer } from './support';

/** The documents module with S3_* set: every upload goes to a local S3-compatible server (s3rver). */
const dir = mkdtempSync(path.join(tmpdir(), 'finx-s3rver-'));
const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'finx-docs', configs: [] }] });
let endpoint = '';
beforeAll(async () => {
  endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
});
const suite = useTestServer(
  { TRUST_PROXY: 'true' },
  {
    configure: (config) => {
      config.storage.s3 = { bucket: 'finx-docs', endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    },
  },
);
afterAll(async () => {
  await s3rver.close();
  removeDir(dir);
});

const bucketKeys = async (userId: number) => {
  const client = new S3Client({ bucket: 'finx-docs', endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  return ((await client.list({ prefix: `documents/${userId}/` })).contents ?? []).map((o) => o.key);
};

test('upload → job → reading, download and delete, all through the S3 store', async () => {
  const { agent, user } = await registeredAgent(suite.base);
  const bytes = new Uint8Array(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', 'equifax-paged.txt')));
  const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name: 'equifax.txt', bytes }]);
  expect(res.status).toBe(201);
  const id = res.json.reports[0].id;
  const keys = await bucketKeys(user.id);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(new RegExp(`^documents/${user.id}/[0-9a-f-]{36}$`)); // the server's key, not the file's name

  expect((await untilProcessed(agent, `/api/credit-reports/${id}`)).json).toMatchObject({ status: 'processed', bureau: 'equifax', creditScore: 604 });
  const file = await fetch(`${suite.base}/api/documents/${id}/file`, { headers: { cookie: agent.cookie } });
  expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

  expect((await agent.call('DELETE', `/api/documents/${id}`, {})).status).toBe(204);
  expect(await bucketKeys(user.id)).toEqual([]);
});

test('a refused request leaves nothing in the bucket', async () => {
  const { agent, user } = await registeredAgent(suite.base);
  const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
    { field: 'creditReport_0', name: 'good.txt', bytes: 'Experian report\nName: Ana\n' },
    { field: 'creditReport_1', name: 'fake.pdf', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]) },
  ]);
  expect(res.status).toBe(415);
  expect(await bucketKeys(user.id)).toEqual([]);
  expect(await suite.count('documents', user.id)).toBe(0);
});
