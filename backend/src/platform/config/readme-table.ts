import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentedVariables } from './env-schema';
import { REPO_ROOT } from './repo-root';

/**
 * The README's Configuration table, written from the schema. A backend test (config.test.ts) fails when README.md
 * holds another; `bun backend/src/platform/config/readme-table.ts` prints it, `--write` puts it in README.md.
 */

export const README_PATH = path.join(REPO_ROOT, 'README.md');
const SECTION = '## Configuration';

const cell = (text: string) => text.replace(/\|/g, '\\|');
/** Defaults under the repository show it as <repo>, so the table is the same on every machine. */
const shownDefault = (value: string) => (value.startsWith(REPO_ROOT) ? `<repo>${value.slice(REPO_ROOT.length)}` : value);

export function configTable(): string {
  const rows = documentedVariables().map(
    (v) => `| \`${v.name}\` | \`${cell(v.default === undefined ? (v.shownDefault ?? '(unset)') : shownDefault(v.default))}\` | ${cell(v.meaning)} |`,
  );
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** Where the table sits in the README: the first one after "## Configuration", as [start, end) offsets. */
function tableSpan(readme: string): [number, number] {
  const section = readme.indexOf(`\n${SECTION}\n`);
  const start = section < 0 ? -1 : readme.indexOf('\n| Variable |', section) + 1;
  if (start <= 0) throw new Error(`README.md has no table under "${SECTION}"`);
  let end = start;
  while (readme.startsWith('|', end)) {
    const next = readme.indexOf('\n', end);
    end = next < 0 ? readme.length : next + 1;
  }
  return [start, readme.endsWith('\n', end) ? end - 1 : end];
}

export function readmeTable(readme: string): string {
  return readme.slice(...tableSpan(readme));
}

export function withConfigTable(readme: string): string {
  const [start, end] = tableSpan(readme);
  return readme.slice(0, start) + configTable() + readme.slice(end);
}

if (import.meta.main) {
  if (process.argv.includes('--write')) {
    writeFileSync(README_PATH, withConfigTable(readFileSync(README_PATH, 'utf8')));
    console.log(`${path.relative(process.cwd(), README_PATH)}: the Configuration table is the schema's`);
  } else console.log(configTable());
}
