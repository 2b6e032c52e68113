/**
 * The bounds a reading child (read-child.ts) puts on itself before it reads a byte, so that no parent has to be
 * alive or responsive to enforce them: it dies with the process that started it, and a guard thread ends it
 * past its memory cap or its deadline, each with its own exit code for the parent to put into words.
 */
import { dlopen, FFIType } from 'bun:ffi';
import { Worker } from 'node:worker_threads';

export interface ReaderBounds {
  /** Wall-clock time the reading may take, from the child's start. */
  timeoutMs: number;
  /** Resident memory the child (all its threads: PDF.js, the OCR worker) may use. */
  memoryBytes: number;
  /** The process that started the child: once it is gone, so is the child. */
  parentPid: number;
}

export const READER_EXIT = { overMemory: 81, overTime: 82, orphaned: 83 } as const;

/** How often the guard looks; a reading allocating 1 GB/s overshoots the cap by at most ≈ 50 MB. */
export const GUARD_INTERVAL_MS = 50;

const PR_SET_PDEATHSIG = 1;
const SIGKILL = 9;
export const LIBC = process.platform === 'darwin' ? 'libc.dylib' : 'libc.so.6';

/**
 * The kernel kills this process when its parent dies (Linux PR_SET_PDEATHSIG); a parent already gone before
 * that was set is seen here. Elsewhere the guard sees the new parent within GUARD_INTERVAL_MS.
 */
function dieWithParent(parentPid: number) {
  if (process.platform === 'linux') {
    const { prctl } = dlopen(LIBC, { prctl: { args: [FFIType.i32, FFIType.u64, FFIType.u64, FFIType.u64, FFIType.u64], returns: FFIType.i32 } }).symbols;
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) !== 0) throw new Error('prctl(PR_SET_PDEATHSIG) failed');
  }
  if (process.ppid !== parentPid) process.exit(READER_EXIT.orphaned);
}

/** Binds this process to its parent, then starts the guard thread (reader-guard.ts) and waits until it watches. */
export async function boundThisReader(bounds: ReaderBounds): Promise<void> {
  dieWithParent(bounds.parentPid);
  const guard = new Worker(new URL('./reader-guard.ts', import.meta.url), { workerData: { ...bounds, deadline: Date.now() + bounds.timeoutMs } });
  await new Promise<void>((resolve, reject) => {
    guard.once('message', () => resolve());
    guard.once('error', reject);
  });
  guard.unref();
}
