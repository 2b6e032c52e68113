// Bun from npm into .tools/, and `bun install` when the manifests changed (stamps in node_modules/.cache/finx).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashFiles } from './hashing.mjs';
import { BUN_BIN, BUN_VERSION, CACHE_DIR, ROOT, TOOLS_DIR, c, childEnv, log, run, seconds } from './process.mjs';
import { discoverWorkspaces, readJson } from './workspaces.mjs';

function bunVersion() {
  try {
    return execFileSync(BUN_BIN, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Make sure .tools/ holds Bun BUN_VERSION (installed from the npm registry). Returns its path. */
export async function ensureBun() {
  if (bunVersion() === BUN_VERSION) return BUN_BIN;
  log(`installing Bun ${BUN_VERSION} from npm into .tools/ ...`);
  fs.mkdirSync(TOOLS_DIR, { recursive: true });
  const pkg = path.join(TOOLS_DIR, 'package.json');
  if (!fs.existsSync(pkg)) fs.writeFileSync(pkg, '{"private":true}\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = await run(npm, ['install', '--no-audit', '--no-fund', '--save-exact', `bun@${BUN_VERSION}`], {
    cwd: TOOLS_DIR,
    env: { ...process.env },
  });
  const got = bunVersion();
  if (r.code !== 0 || got !== BUN_VERSION) {
    throw new Error(`could not install Bun ${BUN_VERSION} into .tools/ (npm exit ${r.code}, bun --version: ${got})`);
  }
  log(`Bun ${got} ready (${seconds(r.ms)})`);
  return BUN_BIN;
}

function stampPath(name) {
  return path.join(CACHE_DIR, `${name.replace(/[^a-zA-Z0-9_.-]/g, '_')}.json`);
}

export function readStamp(name) {
  try {
    return readJson(stampPath(name));
  } catch {
    return null;
  }
}

export function writeStamp(name, data) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(stampPath(name), `${JSON.stringify({ ...data, at: new Date().toISOString() }, null, 2)}\n`);
}

function installHash() {
  const h = createHash('sha256').update(`bun ${BUN_VERSION}\0`);
  const files = ['package.json', 'bun.lock', 'bunfig.toml', ...discoverWorkspaces().map((w) => `${w.rel}/package.json`)];
  hashFiles(
    h,
    files.filter((f) => fs.existsSync(path.join(ROOT, f))),
  );
  return h.digest('hex');
}

/** `bun install` when package.json / bun.lock changed since the last successful install. */
export async function ensureDeps({ frozen = !!process.env.CI, force = false } = {}) {
  const before = installHash();
  const stamp = readStamp('install');
  if (!force && stamp?.hash === before && fs.existsSync(path.join(ROOT, 'node_modules'))) {
    log(`dependencies up to date ${c.dim('(bun install skipped)')}`);
    return;
  }
  const args = ['install'];
  if (frozen) args.push('--frozen-lockfile');
  log(`bun ${args.join(' ')} ...`);
  const r = await run(BUN_BIN, args, { cwd: ROOT, env: childEnv() });
  if (r.code !== 0) throw new Error(`bun install failed (exit ${r.code})`);
  writeStamp('install', { hash: installHash() });
  log(`dependencies installed (${seconds(r.ms)})`);
}
