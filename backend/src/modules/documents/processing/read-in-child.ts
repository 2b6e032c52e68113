import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileKind } from '../document.entity';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'read-child.ts');

export interface ReadLimits {
  timeoutMs: number;
  memoryBytes: number;
}

/** What reading a file gave: the value, or a sentence for the user saying why not. */
export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const tooLong = (limits: ReadLimits) =>
  `Reading the file took longer than ${Math.round(limits.timeoutMs / 1000)} seconds, so it was stopped; the file may be damaged or built to be unreadable.`;
const tooBig = 'Reading the file needed more memory than allowed, so it was stopped; the file may be damaged or built to be unreadable.';

/** Resident memory of a process in bytes (Linux /proc), or null where that cannot be read. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Reads `bytes` in a child process (read-child.ts) under a time and memory limit: past either the child is
 * killed and the outcome says so. A crash of the child is an outcome too; only failing to start it throws.
 */
export async function readInChild<T>(mode: 'report' | 'text', kind: FileKind, bytes: Uint8Array, limits: ReadLimits): Promise<ReadOutcome<T>> {
  const child = Bun.spawn([process.execPath, CHILD, mode, kind], { stdin: new Blob([bytes]), stdout: 'pipe', stderr: 'ignore', env: process.env });
  let stopped: string | null = null;
  const stop = (why: string) => {
    if (stopped) return;
    stopped = why;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => stop(tooLong(limits)), limits.timeoutMs);
  const watch = setInterval(() => {
    void residentBytes(child.pid).then((rss) => {
      if (rss !== null && rss > limits.memoryBytes) stop(tooBig);
    });
  }, 200);
  try {
    const [out] = await Promise.all([new Response(child.stdout).text(), child.exited]);
    if (stopped) return { ok: false, message: stopped };
    try {
      return JSON.parse(out.trim().split('\n').pop() ?? '') as ReadOutcome<T>;
    } catch {
      // The child died without an answer (crashed, or killed from outside).
      return { ok: false, message: 'The file could not be read; it may be damaged.' };
    }
  } finally {
    clearTimeout(timer);
    clearInterval(watch);
  }
}
