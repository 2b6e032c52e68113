// The Bun workspaces of the root package.json, read fresh each call.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './process.mjs';

export function readJson(file) {
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
      throw new Error(`workspace pattern not supported by scripts/lib/workspaces.mjs: ${pattern}`);
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
  const patterns = Array.isArray(root.workspaces) ? root.workspaces : (root.workspaces?.packages ?? []);
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
export function sharedConfigFolders() {
  const root = rootPackage();
  const patterns = Array.isArray(root.workspaces) ? root.workspaces : (root.workspaces?.packages ?? []);
  return patterns.filter((p) => /\/\*\*?$/.test(p)).map((p) => p.replace(/\/\*\*?$/, ''));
}
