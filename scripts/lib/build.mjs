// The incremental build: every workspace with a `build` script, dependencies first, skipped when its
// inputs hash the same as at its last successful build.
import fs from 'node:fs';
import path from 'node:path';
import { compressDir } from './compress.mjs';
import { distDigest, inputHashes } from './hashing.mjs';
import { readStamp, writeStamp } from './install.mjs';
import { BUN_BIN, CACHE_DIR, ROOT, c, childEnv, log, run, seconds, tail } from './process.mjs';
import { discoverWorkspaces } from './workspaces.mjs';

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

/** Workspaces whose dist/ the server sends to browsers (shell, remotes): pre-compressed after their build. */
const isServed = (w) => w.rel === 'shell' || w.rel.startsWith('remotes/');
/** Bump when what compressDir writes changes: dist folders built before are compressed again. */
const COMPRESS_VERSION = 1;

function compressServed(w, quiet) {
  if (!isServed(w)) return undefined;
  const s = compressDir(path.join(w.dir, 'dist'));
  if (!quiet && s.files) {
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    log(`  ${c.dim(`${w.rel}: ${s.files} files compressed, ${kb(s.raw)} → br ${kb(s.br)} / gzip ${kb(s.gz)}`)}`);
  }
  return COMPRESS_VERSION;
}

async function buildOne(w, workspaces, distHashes, force, quiet) {
  const hash = inputHashes(workspaces, distHashes).get(w.name);
  const stamp = readStamp(`build-${w.name}`);
  const dist = path.join(w.dir, 'dist');
  const hasDist = fs.existsSync(dist) && fs.readdirSync(dist).length > 0;
  if (!force && hasDist && stamp?.hash === hash) {
    if (!quiet) log(`${c.green('✓')} ${w.rel} up to date`);
    if (isServed(w) && stamp.compressed !== COMPRESS_VERSION) writeStamp(`build-${w.name}`, { ...stamp, compressed: compressServed(w, quiet) });
    distHashes.set(w.name, distDigest(w));
    return { name: w.name, status: 'skipped', ms: 0 };
  }
  const logFile = path.join(CACHE_DIR, 'logs', `build-${w.name.replace(/[^a-zA-Z0-9_.-]/g, '_')}.log`);
  log(`… building ${w.rel} ${c.dim(`(log: ${path.relative(ROOT, logFile)})`)}`);
  let r = await run(BUN_BIN, ['run', 'build'], { cwd: w.dir, env: childEnv(), logFile });
  if (r.code !== 0 && /MISSING_EXPORT[\s\S]*virtual:mf:/.test(tail(logFile))) {
    // @module-federation/vite 1.23 decides that its import:false export analysis has seen the whole module graph
    // after 10 ms without a module starting to parse; on a busy machine it can decide too early and leave a
    // shared proxy without a name a module imports. The same build then passes: try it once more.
    log(c.yellow(`! ${w.rel}: federation export analysis ended early (MISSING_EXPORT); building it again`));
    r = await run(BUN_BIN, ['run', 'build'], { cwd: w.dir, env: childEnv(), logFile });
  }
  if (r.code !== 0) {
    console.error(c.red(`\n--- ${w.rel}: build failed (exit ${r.code}); last lines of ${path.relative(ROOT, logFile)} ---`));
    console.error(tail(logFile));
    console.error(c.red(`--- end of ${w.rel} build log ---\n`));
    return { name: w.name, status: 'failed', ms: r.ms, log: logFile };
  }
  const compressed = compressServed(w, quiet);
  distHashes.set(w.name, distDigest(w));
  // Re-hash after the build: a build that rewrites its own sources (codegen) must not loop.
  writeStamp(`build-${w.name}`, { hash: inputHashes(workspaces, distHashes).get(w.name), compressed });
  log(`${c.green('✓')} built ${w.rel} (${seconds(r.ms)})`);
  return { name: w.name, status: 'built', ms: r.ms, log: logFile };
}
