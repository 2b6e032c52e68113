import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'bun:test';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findLetterDetails, notifyReinsertedItems } from '../src/modules/disputes';
import { processDocument } from '../src/modules/documents/processing/process-document';
import { readerEnv, readInChild } from '../src/modules/documents/processing/read-in-child';
import { READER_EXIT } from '../src/modules/documents/processing/reader-bounds';
import { createStorage } from '../src/platform/storage';
import { pdfBomb, scannedPdf, textPdf, upload } from './fixtures/documents';
import { useWorkerProcesses } from './fixtures/worker-processes';
import { msUntil, REDIS_URL, registeredAgent, schemaSql, silentLogger } from './support';

/**
 * Issue 27 item 5, readers bounded by the OS: the reading child dies with its worker, ends itself past its
 * memory cap or deadline, and never runs beside another reader of the same document.
 */
const BACKEND = path.resolve(import.meta.dir, '..');
const CHILD = path.join(BACKEND, 'src/modules/documents/processing/read-child.ts');
const MB = 1024 * 1024;

/** Live reading children of `parentPid` (a zombie, dead but not yet reaped by init, is not live). */
function readersOf(parentPid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [state, ppid] = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(ppid) === parentPid && state !== 'Z' && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('read-child.ts')) pids.push(Number(entry));
    } catch {
      // the process ended while being looked at
    }
  }
  return pids;
}
const isLive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
  } catch {
    return false;
  }
};

/** read-child.ts started by hand, without the parent's timer: only its own bounds can stop it. */
async function childOnItsOwn(bytes: Uint8Array, timeoutMs: number, memoryBytes: number) {
  const started = performance.now();
  const child = Bun.spawn([process.execPath, CHILD, 'text', 'pdf', JSON.stringify({ timeoutMs, memoryBytes, parentPid: process.pid })], {
    stdin: new Blob([bytes]),
    stdout: 'ignore',
    stderr: 'ignore',
  });
  return { code: await child.exited, ms: performance.now() - started };
}

describe('the reading child bounds itself', () => {
  test('it sees no secret of the server: only PATH, HOME, TMPDIR, LANG, TZ and NODE_ENV of its environment', () => {
    const env = {
      PATH: '/usr/bin',
      HOME: '/root',
      DATABASE_URL: 'postgres://u:p@db/finx',
      STRIPE_SECRET_KEY: 'sk_live_x',
      DATA_ENCRYPTION_KEY: 'k',
      OPENAI_API_KEY: 'sk-x',
      NODE_ENV: 'production',
    };
    expect(readerEnv(env)).toEqual({ PATH: '/usr/bin', HOME: '/root', NODE_ENV: 'production' });
  });

  test('past its memory cap it ends itself, and the outcome says so in words', async () => {
    const bomb = await pdfBomb(300);
    expect(await childOnItsOwn(bomb, 60_000, 150 * MB)).toMatchObject({ code: READER_EXIT.overMemory });
    const outcome = await readInChild('report', 'pdf', bomb, { timeoutMs: 60_000, memoryBytes: 150 * MB });
    expect(outcome).toEqual({
      ok: false,
      message: 'Reading the file needed more memory than allowed, so it was stopped; the file may be damaged or built to be unreadable.',
    });
    // an ordinary file is read under the same cap
    expect(await readInChild('text', 'pdf', await textPdf(['DRIVER LICENSE', 'LN LOVELACE']), { timeoutMs: 60_000, memoryBytes: 150 * MB })).toEqual({
      ok: true,
      value: { text: 'DRIVER LICENSE\nLN LOVELACE', pages: 1, ocr: false },
    });
  }, 60_000);

  test('past its deadline it ends itself, with no parent timer; through readInChild the outcome says so', async () => {
    const slow = await scannedPdf(12); // ≥ 12 s of OCR
    const alone = await childOnItsOwn(slow, 1500, 1024 * MB);
    expect(alone.code).toBe(READER_EXIT.overTime);
    expect(alone.ms).toBeGreaterThan(1500);
    expect(alone.ms).toBeLessThan(6000); // the deadline counts from the child's start, which a busy machine slows
    const started = performance.now();
    const outcome = await readInChild('text', 'pdf', slow, { timeoutMs: 1500, memoryBytes: 1024 * MB });
    expect(outcome).toEqual({
      ok: false,
      message: 'Reading the file took longer than 2 seconds, so it was stopped; the file may be damaged or built to be unreadable.',
    });
    expect(performance.now() - started).toBeLessThan(4000);
    expect(readersOf(process.pid)).toEqual([]);
  }, 60_000);
});

/** Needs Redis: without REDIS_URL jobs run in the API process and there is no worker process to kill. */
describe.skipIf(!REDIS_URL || !process.env.DATABASE_URL)('a worker process, its readers and retries', () => {
  const api = useWorkerProcesses({ TRUST_PROXY: 'true' });

  const uploadScan = async (pages: number) => {
    const { agent, user } = await registeredAgent(api.srv.url);
    const res = await upload(agent, '/api/documents/upload', { userId: user.id, fileType: 'id_document' }, [
      { field: 'document_0', name: 'scan.pdf', bytes: await scannedPdf(pages) },
    ]);
    expect(res.status).toBe(201);
    return res.json.documents[0].id as number;
  };

  test('the worker killed -9 during a slow OCR reading: its reader is gone within a second', async () => {
    const worker = api.startWorker();
    const documentId = await uploadScan(12);
    let reader = 0;
    await msUntil(async () => (reader = readersOf(worker.pid)[0] ?? 0) > 0, 30_000);
    await Bun.sleep(500); // well into the reading
    worker.kill('SIGKILL');
    await worker.exited;
    expect(await msUntil(async () => !isLive(reader), 1000)).toBeLessThan(1000);
    // its job's retry (BullMQ's stalled check) then has nothing to read, so the next test counts its own readers only
    await schemaSql(api.db, api.config)(`update @"documents" set status = 'error' where id = ?`, [documentId]);
  }, 60_000);

  test('a retry while a reader of the document lives waits for it, then finds the document done: one reader', async () => {
    const worker = api.startWorker();
    const documentId = await uploadScan(1);
    await msUntil(async () => readersOf(worker.pid).length > 0, 30_000);
    // a second try of the same document in this process, as a retry on another worker would run it
    const { config } = api;
    const limits = { timeoutMs: config.uploads.readTimeoutMs, memoryBytes: config.uploads.readMemoryBytes };
    let retryDone = false;
    const retry = processDocument(
      api.db.orm.em.fork() as EntityManager,
      { storage: createStorage(config), limits, logger: silentLogger(), findLetterDetails, afterReportRead: notifyReinsertedItems },
      documentId,
    ).then(() => (retryDone = true));
    const readers = new Set<number>();
    let together = 0;
    while (!retryDone) {
      const live = [...readersOf(worker.pid), ...readersOf(process.pid)];
      for (const pid of live) readers.add(pid);
      together = Math.max(together, live.length);
      await Bun.sleep(20);
    }
    await retry;
    expect(together).toBe(1);
    expect(readers.size).toBe(1);
    expect(await schemaSql(api.db, api.config)(`select status from @"documents" where id = ?`, [documentId])).toEqual([{ status: 'processed' }]);
    worker.kill('SIGTERM');
    await worker.exited;
  }, 60_000);
});
