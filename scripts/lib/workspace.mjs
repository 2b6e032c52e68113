// Shared machinery for scripts/start.mjs and scripts/test.mjs (plain Node 20, no dependencies):
// Bun from npm into .tools/, `bun install` when the manifests changed, workspace discovery,
// and an incremental build of the frontend workspaces (skipped when their inputs hash the same).
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUN_VERSION = '1.4.5';
export const TOOLS_DIR = path.join(ROOT, '.tools');
export const BUN_BIN = path.join(TOOLS_DIR, 'node_modules', '.bin', process.platform === 'win32' ? 'bun.exe' : 'bun');
export const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'finx');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
export const c = {
  dim: (s) => paint('2', s),
  green: (s) => paint('32', s),
  red: (s) => paint('31', s),
  yellow: (s) => paint('33', s),
  bold: (s) => paint('1', s),
};

export function log(msg) {
  console.log(`${c.dim('[finx]')} ${msg}`);
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** Environment for child processes: the project's Bun first on PATH. */
export function childEnv(extra = {}, remove = []) {
  const env = { ...process.env, ...extra };
  env.PATH = `${path.dirname(BUN_BIN)}${path.delimiter}${env.PATH ?? ''}`;
  for (const key of remove) delete env[key];
  return env;
}

/**
 * Run a command. Output goes to the terminal (stdio 'inherit') or, with `logFile`, to that file.
 * Resolves { code, signal, ms, timedOut }. The child runs in its own process group when
 * `group` is set, so a timeout (or `killGroup`) stops its whole tree.
 */
export function run(cmd, args, { cwd = ROOT, env = childEnv(), logFile, timeoutMs, group = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    let out;
    if (logFile) {
      fs.mkdirSync(path.dirname(logFile), { recursive: true });
      out = fs.openSync(logFile, 'w');
    }
    const child = spawn(cmd, args, {
      cwd,
      env,
      stdio: logFile ? ['ignore', out, out] : 'inherit',
      detached: group,
    });
    activeChildren.add(child);
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          killTree(child, 'SIGTERM');
          setTimeout(() => killTree(child, 'SIGKILL'), 10_000).unref();
        }, timeoutMs)
      : null;
    const finish = (code, signal) => {
      if (timer) clearTimeout(timer);
      activeChildren.delete(child);
      if (out !== undefined) fs.closeSync(out);
      resolve({ code: code ?? (signal ? 128 + (osSignals[signal] ?? 1) : 1), signal, ms: Date.now() - started, timedOut });
    };
    child.on('error', (err) => {
      if (out !== undefined) fs.appendFileSync(logFile, `\n${err.stack}\n`);
      else console.error(err);
      finish(127, null);
    });
    child.on('exit', finish);
    child._finxGroup = group;
  });
}

const osSignals = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
export const activeChildren = new Set();

export function killTree(child, signal) {
  try {
    if (child._finxGroup && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    /* already gone */
  }
}

/** Stop every child this process started (used on SIGINT/SIGTERM). */
export function killAllChildren(signal = 'SIGTERM') {
  for (const child of activeChildren) killTree(child, signal);
}

function tail(file, lines = 60) {
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    return text.slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Bun

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

// ---------------------------------------------------------------------------------------------
// Workspaces

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function rootPackage() {
  return readJson(path.join(ROOT, 'package.json'));
}

/** Directories (relative, '/'-separated) of the globs in the root package.json `workspaces`. */
function workspaceDirs(patterns) {
  const dirs = [];
  for (const pattern of patterns) {
    if (pattern.endsWith('/*') || pattern.endsWith('/**')) {
      const parent = pattern.replace(/\/\*\*?$/, '');
      const abs = path.join(ROOT, parent);
      if (!fs.existsSync(abs)) continue;
      for (const entry of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        if (entry.isDirectory() && fs.existsSync(path.join(abs, entry.name, 'package.json'))) dirs.push(`${parent}/${entry.name}`);
      }
    } else if (pattern.includes('*')) {
      throw new Error(`workspace pattern not supported by scripts/lib/workspace.mjs: ${pattern}`);
    } else if (fs.existsSync(path.join(ROOT, pattern, 'package.json'))) {
      dirs.push(pattern.replace(/\/$/, ''));
    }
  }
  return dirs;
}

/**
 * Every workspace: { name, rel, dir, pkg, scripts, deps (names of workspace dependencies) }.
 * Read fresh each call (the manifests change while others work).
 */
export function discoverWorkspaces() {
  const root = rootPackage();
  const patterns = Array.isArray(root.workspaces) ? root.workspaces : root.workspaces?.packages ?? [];
  const list = workspaceDirs(patterns).map((rel) => {
    const pkg = readJson(path.join(ROOT, rel, 'package.json'));
    return { name: pkg.name ?? rel, rel, dir: path.join(ROOT, rel), pkg, scripts: pkg.scripts ?? {} };
  });
  const names = new Set(list.map((w) => w.name));
  for (const w of list) {
    const all = { ...w.pkg.dependencies, ...w.pkg.devDependencies, ...w.pkg.peerDependencies };
    w.deps = Object.keys(all).filter((d) => names.has(d) && d !== w.name);
  }
  return list;
}

/** Parent folders of `dir/*` workspace globs (e.g. `remotes`): their loose files are shared build config. */
function sharedConfigFolders() {
  const root = rootPackage();
  const patterns = Array.isArray(root.workspaces) ? root.workspaces : root.workspaces?.packages ?? [];
  return patterns.filter((p) => /\/\*\*?$/.test(p)).map((p) => p.replace(/\/\*\*?$/, ''));
}

// ---------------------------------------------------------------------------------------------
// Hashing

const WALK_IGNORE = new Set(['node_modules', 'dist', 'storybook-static', 'styled-system', '.data', '.git', 'test-results', 'playwright-report', '.cache']);

/** Files of the project as git sees them (tracked + untracked, minus .gitignore'd); null without git. */
function gitFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

function walk(absDir, relBase, out, ignore = WALK_IGNORE) {
  let entries;
  try {
    entries = fs.readdirSync(absDir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (ignore.has(e.name)) continue;
    const rel = relBase ? `${relBase}/${e.name}` : e.name;
    if (e.isDirectory()) walk(path.join(absDir, e.name), rel, out, ignore);
    else if (e.isFile()) out.push(rel);
  }
  return out;
}

function hashFiles(hash, relFiles) {
  for (const rel of [...relFiles].sort()) {
    let data;
    try {
      data = fs.readFileSync(path.join(ROOT, rel));
    } catch {
      continue; // deleted but still tracked
    }
    hash.update(rel).update('\0').update(createHash('sha1').update(data).digest()).update('\0');
  }
}

const ROOT_CONFIG = /^(package\.json|bun\.lock|bunfig\.toml|tsconfig[^/]*\.json)$/;

/**
 * The input hash of each workspace that has a `build` script: its own files, the shared config
 * (root manifests, bun.lock, tsconfig, loose files beside `remotes/*`), and for each workspace
 * dependency either its built dist/ (if it builds) or its source.
 */
export function inputHashes(workspaces, builtDeps = new Map()) {
  const files = gitFiles() ?? walk(ROOT, '', []);
  const wsRels = workspaces.map((w) => w.rel).sort((a, b) => b.length - a.length);
  const owner = (f) => wsRels.find((r) => f === r || f.startsWith(`${r}/`));
  const byWs = new Map(workspaces.map((w) => [w.rel, []]));
  const shared = [];
  const folders = sharedConfigFolders();
  for (const f of files) {
    const o = owner(f);
    if (o) byWs.get(o).push(f);
    else if (ROOT_CONFIG.test(f) || folders.some((d) => f.startsWith(`${d}/`))) shared.push(f);
  }
  const sharedHash = createHash('sha256');
  hashFiles(sharedHash, shared);
  const sharedDigest = sharedHash.digest('hex');
  const byName = new Map(workspaces.map((w) => [w.name, w]));

  const result = new Map();
  for (const w of workspaces) {
    if (!w.scripts.build) continue;
    const h = createHash('sha256');
    h.update(`finx-build-v1\0${sharedDigest}\0`);
    hashFiles(h, byWs.get(w.rel));
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      const d = byName.get(name);
      if (!d) return;
      h.update(`dep:${name}\0`);
      if (d.scripts.build) {
        h.update(builtDeps.get(name) ?? distDigest(d));
      } else {
        hashFiles(h, byWs.get(d.rel));
        d.deps.forEach(visit);
      }
    };
    w.deps.forEach(visit);
    result.set(w.name, h.digest('hex'));
  }
  return result;
}

/** Hash of a workspace's dist/ contents ('' when it has none). */
export function distDigest(w) {
  const dist = path.join(w.dir, 'dist');
  if (!fs.existsSync(dist)) return 'no-dist';
  const files = walk(dist, path.relative(ROOT, dist).split(path.sep).join('/'), [], new Set());
  const h = createHash('sha256');
  hashFiles(h, files);
  return h.digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Install

function stampPath(name) {
  return path.join(CACHE_DIR, `${name.replace(/[^a-zA-Z0-9_.-]/g, '_')}.json`);
}

function readStamp(name) {
  try {
    return readJson(stampPath(name));
  } catch {
    return null;
  }
}

function writeStamp(name, data) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(stampPath(name), `${JSON.stringify({ ...data, at: new Date().toISOString() }, null, 2)}\n`);
}

function installHash() {
  const h = createHash('sha256').update(`bun ${BUN_VERSION}\0`);
  const files = ['package.json', 'bun.lock', 'bunfig.toml', ...discoverWorkspaces().map((w) => `${w.rel}/package.json`)];
  hashFiles(h, files.filter((f) => fs.existsSync(path.join(ROOT, f))));
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

// ---------------------------------------------------------------------------------------------
// Build

/**
 * Build every workspace that has a `build` script, dependencies first, at most `concurrency`
 * at once; each is skipped when its input hash matches its last successful build and its dist/
 * is there. Returns { ok, results: [{ name, status: 'built'|'skipped'|'failed'|'blocked', ms, log }] }.
 */
export async function buildAll({ concurrency = 2, force = false, quiet = false } = {}) {
  const started = Date.now();
  const workspaces = discoverWorkspaces();
  const buildable = workspaces.filter((w) => w.scripts.build);
  const buildableNames = new Set(buildable.map((w) => w.name));
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  // transitive buildable deps (through non-building workspaces such as contracts)
  const buildDeps = (w, acc = new Set(), seen = new Set()) => {
    for (const d of w.deps) {
      if (seen.has(d)) continue;
      seen.add(d);
      if (buildableNames.has(d)) acc.add(d);
      else if (byName.get(d)) buildDeps(byName.get(d), acc, seen);
    }
    return acc;
  };
  const pending = new Map(buildable.map((w) => [w.name, buildDeps(w)]));
  const results = [];
  const done = new Map(); // name -> status
  const distHashes = new Map(); // name -> digest of dist after build/skip
  let running = 0;
  let ok = true;

  if (!quiet) log(`building ${buildable.length} workspaces (${buildable.map((w) => w.rel).join(', ')}) ...`);

  await new Promise((resolveAll) => {
    const pump = () => {
      if (pending.size === 0 && running === 0) return resolveAll();
      for (const [name, deps] of [...pending]) {
        if (running >= concurrency) break;
        const failedDep = [...deps].find((d) => done.has(d) && done.get(d) !== 'built' && done.get(d) !== 'skipped');
        if (failedDep) {
          pending.delete(name);
          done.set(name, 'blocked');
          results.push({ name, status: 'blocked', ms: 0 });
          log(`${c.red('✗')} ${byName.get(name).rel} not built: ${byName.get(failedDep).rel} failed`);
          ok = false;
          continue;
        }
        if (![...deps].every((d) => done.has(d))) continue;
        pending.delete(name);
        running++;
        buildOne(byName.get(name), workspaces, distHashes, force, quiet).then((r) => {
          running--;
          done.set(name, r.status);
          results.push(r);
          if (r.status === 'failed') ok = false;
          pump();
        });
      }
      if (pending.size === 0 && running === 0) resolveAll();
    };
    pump();
  });

  const built = results.filter((r) => r.status === 'built').length;
  const skipped = results.filter((r) => r.status === 'skipped').length;
  if (!quiet || !ok || built)
    log(
      `${ok ? c.green('build ok') : c.red('build FAILED')}: ${built} built, ${skipped} up to date` +
        `${ok ? '' : `, ${results.length - built - skipped} failed`} (${seconds(Date.now() - started)})`,
    );
  return { ok, results };
}

async function buildOne(w, workspaces, distHashes, force, quiet) {
  const hash = inputHashes(workspaces, distHashes).get(w.name);
  const stamp = readStamp(`build-${w.name}`);
  const dist = path.join(w.dir, 'dist');
  const hasDist = fs.existsSync(dist) && fs.readdirSync(dist).length > 0;
  if (!force && hasDist && stamp?.hash === hash) {
    if (!quiet) log(`${c.green('✓')} ${w.rel} up to date`);
    distHashes.set(w.name, distDigest(w));
    return { name: w.name, status: 'skipped', ms: 0 };
  }
  const logFile = path.join(CACHE_DIR, 'logs', `build-${w.name.replace(/[^a-zA-Z0-9_.-]/g, '_')}.log`);
  log(`… building ${w.rel} ${c.dim(`(log: ${path.relative(ROOT, logFile)})`)}`);
  const r = await run(BUN_BIN, ['run', 'build'], { cwd: w.dir, env: childEnv(), logFile });
  if (r.code !== 0) {
    console.error(c.red(`\n--- ${w.rel}: build failed (exit ${r.code}); last lines of ${path.relative(ROOT, logFile)} ---`));
    console.error(tail(logFile));
    console.error(c.red(`--- end of ${w.rel} build log ---\n`));
    return { name: w.name, status: 'failed', ms: r.ms, log: logFile };
  }
  distHashes.set(w.name, distDigest(w));
  // Re-hash after the build: a build that rewrites its own sources (codegen) must not loop.
  writeStamp(`build-${w.name}`, { hash: inputHashes(workspaces, distHashes).get(w.name) });
  log(`${c.green('✓')} built ${w.rel} (${seconds(r.ms)})`);
  return { name: w.name, status: 'built', ms: r.ms, log: logFile };
}

/** Quick check used by scripts: is `cmd` on PATH? */
export function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}
