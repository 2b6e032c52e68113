/**
 * Runs the reader on every built file and scores it against the expected reading.
 *
 *   bun backend/test/report-corpus/evaluate.ts [--set=dev|heldout] [--json] [--misses]
 *
 * --misses prints what was missed in dev files only: held-out files are never looked into, only scored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCreditReportFile } from '../../src/modules/documents/reports';
import { CORPUS_DIR, SETS, type CorpusSet } from './corpus';
import type { ExpectedReading } from './expected';
import { FIELDS, scoreReading, type FieldScores } from './score';

const KINDS = ['pdf', 'txt', 'csv', 'json', 'html'] as const;
type Kind = (typeof KINDS)[number];
const READ_TIMEOUT_MS = 60_000;

export interface FileResult {
  set: CorpusSet;
  layout: string;
  file: string;
  scores: FieldScores;
  misses: string[];
}
export interface LayoutScores {
  set: CorpusSet;
  layout: string;
  files: number;
  scores: FieldScores;
}
export interface CorpusSummary {
  /** Mean overall score of the set's layouts (each layout weighs the same); 0 when the set has no files. */
  dev: number;
  heldout: number;
  sets: Record<CorpusSet, FieldScores | null>;
  layouts: LayoutScores[];
}

/** The rendered files of a set: '<layout>-<n>.<kind>' beside its '.expected.json'. */
function corpusFiles(set: CorpusSet): { layout: string; file: string; kind: Kind; path: string }[] {
  const dir = join(CORPUS_DIR, 'files', set);
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const m = /^(.+)-(\d+)\.(pdf|txt|csv|json|html)$/.exec(name);
    if (!m || name.endsWith('.truth.json') || name.endsWith('.expected.json')) return [];
    return [{ layout: m[1]!, file: name, kind: m[3] as Kind, path: join(dir, name) }];
  });
}

async function read(bytes: Uint8Array, kind: Kind) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no reading after ${READ_TIMEOUT_MS / 1000}s`)), READ_TIMEOUT_MS);
  });
  try {
    // 'html' is not in the reader's signature yet: a reader that cannot take it throws, which scores as a failed read.
    return await Promise.race([readCreditReportFile(bytes, kind as Parameters<typeof readCreditReportFile>[1]), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function evaluateFiles(sets: readonly CorpusSet[] = SETS): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for (const set of sets) {
    for (const { layout, file, kind, path } of corpusFiles(set)) {
      const expected = JSON.parse(readFileSync(path.replace(/\.[a-z]+$/, '.expected.json'), 'utf8')) as ExpectedReading;
      const bytes = new Uint8Array(readFileSync(path));
      const { scores, misses } = await read(bytes, kind).then(
        (reading) => scoreReading(reading, expected),
        (error: unknown) => scoreReading(null, expected, error instanceof Error ? error.message : String(error)),
      );
      results.push({ set, layout, file, scores, misses });
    }
  }
  return results;
}

function mean(rows: FieldScores[]): FieldScores {
  const keys = [...FIELDS, 'overall'] as const;
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((s, r) => s + r[k], 0) / rows.length])) as FieldScores;
}

export function summarise(results: FileResult[]): CorpusSummary {
  const layouts: LayoutScores[] = [];
  for (const key of new Set(results.map((r) => `${r.set}/${r.layout}`))) {
    const rows = results.filter((r) => `${r.set}/${r.layout}` === key);
    layouts.push({ set: rows[0]!.set, layout: rows[0]!.layout, files: rows.length, scores: mean(rows.map((r) => r.scores)) });
  }
  const sets = Object.fromEntries(
    SETS.map((set) => {
      const rows = layouts.filter((l) => l.set === set).map((l) => l.scores);
      return [set, rows.length > 0 ? mean(rows) : null];
    }),
  ) as Record<CorpusSet, FieldScores | null>;
  return { dev: sets.dev?.overall ?? 0, heldout: sets.heldout?.overall ?? 0, sets, layouts };
}

/** Scores the reader on the built corpus (build it first with build.ts). */
export async function evaluateCorpus(options: { sets?: CorpusSet[] } = {}): Promise<CorpusSummary> {
  return summarise(await evaluateFiles(options.sets ?? SETS));
}

const COLUMNS: [keyof FieldScores, string][] = [
  ['bureau', 'bur'],
  ['reportDate', 'date'],
  ['creditScore', 'score'],
  ['totalBalance', 'total'],
  ['accountRecall', 'accR'],
  ['accountPrecision', 'accP'],
  ['negativeRecall', 'negR'],
  ['negativePrecision', 'negP'],
  ['hardInquiryRecall', 'inqR'],
  ['hardInquiryPrecision', 'inqP'],
  ['overall', 'OVERALL'],
];

function printTable(summary: CorpusSummary): void {
  const width = Math.max(24, ...summary.layouts.map((l) => l.layout.length + 2));
  const row = (name: string, files: string, scores: FieldScores) =>
    console.log(name.padEnd(width) + files.padStart(3) + COLUMNS.map(([k]) => scores[k].toFixed(2).padStart(k === 'overall' ? 9 : 7)).join(''));
  console.log(`${'layout'.padEnd(width)}  n${COLUMNS.map(([k, h]) => h.padStart(k === 'overall' ? 9 : 7)).join('')}`);
  for (const set of SETS) {
    const layouts = summary.layouts.filter((l) => l.set === set);
    if (layouts.length === 0) continue;
    console.log(`— ${set}`);
    for (const l of layouts) row(`  ${l.layout}`, String(l.files), l.scores);
    row(`${set.toUpperCase()} (mean of ${layouts.length})`, '', summary.sets[set]!);
  }
}

async function main(): Promise<void> {
  const set = process.argv.find((a) => a.startsWith('--set='))?.slice(6);
  if (set && !SETS.includes(set as CorpusSet)) throw new Error(`--set must be one of ${SETS.join(', ')}`);
  const json = process.argv.includes('--json');
  const print = console.log;
  if (json) console.log = console.error; // whatever the reader logs must not spoil the JSON on stdout
  const results = await evaluateFiles(set ? [set as CorpusSet] : SETS);
  const summary = summarise(results);
  if (json) {
    print(JSON.stringify(summary, null, 2));
    return;
  }
  if (results.length === 0) console.log('no files: build the corpus first (bun backend/test/report-corpus/build.ts)');
  printTable(summary);
  if (process.argv.includes('--misses')) {
    for (const r of results.filter((x) => x.set === 'dev' && x.misses.length > 0)) {
      console.log(`\n${r.file} (overall ${r.scores.overall.toFixed(2)})`);
      for (const line of r.misses) console.log(`  ${line}`);
    }
    if (results.some((x) => x.set === 'heldout')) console.log('\n(held-out misses are never printed: only their scores)');
  }
}

if (import.meta.main) await main();
