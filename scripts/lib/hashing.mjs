// Content hashes of a workspace's build inputs and of its dist/, for the incremental build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './process.mjs';
import { sharedConfigFolders } from './workspaces.mjs';

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

export function hashFiles(hash, relFiles) {
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
