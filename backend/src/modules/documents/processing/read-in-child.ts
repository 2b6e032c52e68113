import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileKind } from '../document.entity';
import { READER_EXIT, type ReaderBounds } from './reader-bounds';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'read-child.ts');

export type ReadLimits = Pick<ReaderBounds, 'timeoutMs' | 'memoryBytes'>;

/** What a reader process may see of the environment: it parses untrusted files, so no key, password or service URL. */
const READER_ENV_KEYS = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_ENV'];
export const readerEnv = (env: NodeJS.ProcessEnv = process.env) =>
  Object.fromEntries(READER_ENV_KEYS.flatMap((k) => (env[k] === undefined ? [] : [[k, env[k]!]])));

/** What reading a file gave: the value, or a sentence for the user saying why not. */
export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const tooLong = (limits: ReadLimits) =>
  `Reading the file took longer than ${Math.round(limits.timeoutMs / 1000)} seconds, so it was stopped; the file may be damaged or built to be unreadable.`;
const tooBig = 'Reading the file needed more memory than allowed, so it was stopped; the file may be damaged or built to be unreadable.';

/**
 * Reads `bytes` in a child process (read-child.ts) that bounds itself by the limits (reader-bounds.ts) and dies
 * with this process; this side also kills it at the time limit. A crash of the child is an outcome too; only
 * failing to start it throws.
 */
export async function readInChild<T>(mode: 'report' | 'text', kind: FileKind, bytes: Uint8Array, limits: ReadLimits): Promise<ReadOutcome<T>> {
  const bounds: ReaderBounds = { ...limits, parentPid: process.pid };
  const child = Bun.spawn([process.execPath, CHILD, mode, kind, JSON.stringify(bounds)], {
    stdin: new Blob([bytes]),
    stdout: 'pipe',
    stderr: 'ignore',
    env: readerEnv(),
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, limits.timeoutMs);
  try {
    const [out, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
    if (timedOut || code === READER_EXIT.overTime) return { ok: false, message: tooLong(limits) };
    if (code === READER_EXIT.overMemory) return { ok: false, message: tooBig };
    try {
      return JSON.parse(out.trim().split('\n').pop() ?? '') as ReadOutcome<T>;
    } catch {
      // The child died without an answer (crashed, or killed from outside).
      return { ok: false, message: 'The file could not be read; it may be damaged.' };
    }
  } finally {
    clearTimeout(timer);
  }
}
