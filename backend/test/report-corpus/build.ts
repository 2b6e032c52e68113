/**
 * Builds the corpus: for each layout in layouts/dev and layouts/heldout, FILES_PER_LAYOUT generated credit files, each
 * written as the rendered file, its truth (<name>.truth.json) and its expected reading (<name>.expected.json).
 *
 *   bun backend/test/report-corpus/build.ts [--layout=name] [--set=dev|heldout]
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS_DIR, FILES_PER_LAYOUT, SETS, type CorpusSet } from './corpus';
import { expectedReading } from './expected';
import { makeFile } from './generate';
import { Renderer } from './render';
import { hashString, mulberry32 } from './rng';
import type { CreditFile, Layout } from './truth';

export interface LoadedLayout {
  set: CorpusSet;
  file: string;
  layout: Layout;
}

function isLayout(value: unknown): value is Layout {
  const v = value as Layout | undefined;
  return !!v && typeof v.name === 'string' && typeof v.render === 'function' && (v.scope === 'single' || v.scope === 'tri');
}

/** Every layout file's default export; files whose name starts with '_' are helpers, not layouts. */
export async function loadLayouts(sets: readonly CorpusSet[] = SETS): Promise<LoadedLayout[]> {
  const layouts: LoadedLayout[] = [];
  for (const set of sets) {
    const dir = join(CORPUS_DIR, 'layouts', set);
    let names: string[] = [];
    try {
      names = readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts') && !f.startsWith('_'))
        .sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
      if (isLayout(module.default)) layouts.push({ set, file, layout: module.default });
      else console.warn(`skipped ${set}/${name}: its default export is not a Layout`);
    }
  }
  const seen = new Set<string>();
  for (const { layout, file } of layouts) {
    if (seen.has(layout.name)) throw new Error(`two layouts are named ${layout.name} (${file})`);
    seen.add(layout.name);
  }
  return layouts;
}

/** The seed of a layout's n-th file: from its name, so each layout gets files of its own that never change. */
export function seedFor(layoutName: string, n: number): number {
  return hashString(`${layoutName}#${n}`);
}

/** The files of one layout, removed before it is rebuilt (a layout may change its kind). */
function removeLayoutFiles(dir: string, layoutName: string): void {
  const pattern = new RegExp(`^${layoutName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+\\.`);
  for (const f of readdirSync(dir)) if (pattern.test(f)) rmSync(join(dir, f));
}

/** What a layout must get right for the expected reading to be fair: every account shown (masked), never a full number. */
function audit(file: CreditFile, content: string): string[] {
  const text = content
    .replace(/&amp;/g, '&')
    .replace(/\\u0026/g, '&')
    .toUpperCase();
  const problems: string[] = [];
  const leaked = file.accounts.filter((a) => content.includes(a.accountNumber));
  if (leaked.length > 0) problems.push(`prints ${leaked.length} full account number(s); layouts must mask them`);
  for (const a of file.accounts) {
    const last4 = a.accountNumber.slice(-4);
    if (!text.includes(a.creditor.toUpperCase()) || !text.includes(last4)) problems.push(`does not show ${a.creditor} …${last4}`);
  }
  return problems;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function buildLayout(renderer: Renderer, { set, layout }: LoadedLayout): Promise<void> {
  const dir = join(CORPUS_DIR, 'files', set);
  mkdirSync(dir, { recursive: true });
  removeLayoutFiles(dir, layout.name);
  for (let n = 1; n <= FILES_PER_LAYOUT; n++) {
    const seed = seedFor(layout.name, n);
    const file = makeFile(seed, { scope: layout.scope, bureau: layout.bureau, scored: layout.scored });
    const rendered = layout.render(file, mulberry32(hashString(`${layout.name}#${n}#render`)));
    for (const problem of audit(file, rendered.content)) console.warn(`  ${layout.name}-${n}: ${problem}`);
    const bytes = await renderer.render(rendered);
    const base = join(dir, `${layout.name}-${n}`);
    writeFileSync(`${base}.${rendered.kind}`, bytes);
    writeFileSync(`${base}.truth.json`, `${JSON.stringify(file, null, 2)}\n`);
    writeFileSync(`${base}.expected.json`, `${JSON.stringify(expectedReading(file), null, 2)}\n`);
    console.log(`  ${set}/${layout.name}-${n}.${rendered.kind}`.padEnd(64) + kb(bytes.length).padStart(10));
  }
}

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = arg('layout');
  const set = arg('set');
  if (set && !SETS.includes(set as CorpusSet)) throw new Error(`--set must be one of ${SETS.join(', ')}`);
  const sets = set ? [set as CorpusSet] : SETS;
  const layouts = (await loadLayouts(sets)).filter((l) => !only || l.layout.name === only);
  if (only && layouts.length === 0) throw new Error(`no layout named ${only}`);
  if (!only) for (const s of sets) rmSync(join(CORPUS_DIR, 'files', s), { recursive: true, force: true }); // no files of removed layouts linger
  console.log(`building ${layouts.length} layout(s) × ${FILES_PER_LAYOUT} files`);
  const renderer = new Renderer();
  let failed = 0;
  try {
    for (const loaded of layouts) {
      // One broken layout (others are being written while the corpus is built) must not stop the rest.
      await buildLayout(renderer, loaded).catch((error: unknown) => {
        failed++;
        console.error(`  ${loaded.set}/${loaded.layout.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
      });
    }
  } finally {
    await renderer.close();
  }
  if (failed > 0) process.exitCode = 1;
}

if (import.meta.main) await main();
