/**
 * The reading child's guard thread (reader-bounds.ts starts it): ends the whole process — from this thread, so a
 * main thread stuck in a PDF or a runaway OCR cannot delay it — past its memory cap or deadline, or once its
 * parent is gone. `_exit` because a thread's process.exit ends only the thread.
 */
import { dlopen, FFIType } from 'bun:ffi';
import { parentPort, workerData } from 'node:worker_threads';
import { GUARD_INTERVAL_MS, LIBC, READER_EXIT, type ReaderBounds } from './reader-bounds';

const { memoryBytes, deadline, parentPid } = workerData as ReaderBounds & { deadline: number };
const { _exit } = dlopen(LIBC, { _exit: { args: [FFIType.i32], returns: FFIType.void } }).symbols;

setInterval(() => {
  if (process.memoryUsage.rss() > memoryBytes) _exit(READER_EXIT.overMemory);
  if (Date.now() > deadline) _exit(READER_EXIT.overTime);
  if (process.ppid !== parentPid) _exit(READER_EXIT.orphaned);
}, GUARD_INTERVAL_MS);
parentPort?.postMessage('watching');
