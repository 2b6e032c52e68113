/**
 * Build-time guards for the Module Federation singletons (shell and remotes).
 *
 * - `importedSingletons(srcDir)`: the shared keys a remote's source (and what it imports) uses, so the remote declares
 *   (and its runtime loads at start-up) only those.
 * - `federationGuard(declared)`: a Vite plugin failing the build on an import that would give an app
 *   a private copy of a singleton: `react-router` itself (use `@finx/router`), `@finx/router/testing`
 *   in app code, or a shared key the app did not declare.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SHARED_SINGLETONS } from './federation.shared.ts';

const SOURCE = /\.(m?[jt]sx?)$/;
const SKIP = /\.(test|stories)\.[jt]sx?$/;
// `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return e.isFile() && SOURCE.test(e.name) && !SKIP.test(e.name) ? [file] : [];
  });
}

/** A relative import's file, or undefined when it is not a source file (CSS, JSON, …). */
function resolveRelative(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return RESOLVE_SUFFIXES.map((s) => base + s).find((f) => SOURCE.test(f) && existsSync(f) && statSync(f).isFile());
}

/**
 * Shared keys imported (statically or dynamically) by the source files under `srcDir` and by the files
 * they reach through relative imports (e.g. ../../common/*), so a shared helper that one remote uses
 * does not make every remote declare, and load at start-up, the singletons that helper imports.
 */
export function importedSingletons(srcDir: string): string[] {
  const keys = new Set<string>(SHARED_SINGLETONS);
  const found = new Set<string>();
  const queue = sourceFiles(srcDir);
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.pop() as string;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (keys.has(spec)) found.add(spec);
      if (!spec.startsWith('.')) continue;
      const target = resolveRelative(file, spec);
      if (target && !SKIP.test(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...found].sort();
}

// The facade package itself (`<repo>/router`, or reached through node_modules/@finx/router).
const ROUTER_FACADE = fileURLToPath(new URL('../router/', import.meta.url));
const isRouterFacade = (importer: string) => importer.startsWith(ROUTER_FACADE) || importer.includes(`@finx${path.sep}router${path.sep}`);
const isReactFamily = (source: string) => /^react(-dom)?(\/|$)/.test(source);

export function federationGuard(declared: Iterable<string>): Plugin {
  const allowed = new Set(declared);
  return {
    name: 'finx:federation-guard',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer.includes(`${path.sep}node_modules${path.sep}`)) return null;
      if (/^react-router(\/|$)/.test(source) && !isRouterFacade(importer)) {
        this.error(`${importer}: import routing from '@finx/router', not '${source}' (a private react-router copy means a second router context).`);
      }
      if (source === '@finx/router/testing') this.error(`${importer}: '@finx/router/testing' is for tests only.`);
      if ((SHARED_SINGLETONS as readonly string[]).includes(source) && !allowed.has(source) && !isReactFamily(source)) {
        this.error(`${importer}: '${source}' is a shared singleton this app does not declare (federation.shared.ts).`);
      }
      return null;
    },
  };
}
