/**
 * The shell: React host. Remotes are NOT listed here — their addresses come from
 * `/remotes.json` at run time (src/federation). The shared singletons are the same list
 * the remotes use (remotes/federation.shared.ts).
 *
 * No @module-federation/vite plugin: the shell exposes nothing, so it is a plain Vite app that
 * starts the Module Federation runtime itself (src/federation/host.ts: `init()` with its shared
 * singletons, runtime-core published for the remotes' `externalRuntime`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { conditionSpecificity } from '../remotes/css.order.ts';
import { federationGuard } from '../remotes/federation.guard.ts';
import { SHARED_SINGLETONS } from '../remotes/federation.shared.ts';

/** The version of each shared singleton's package (what the host registers it as). */
function sharedVersions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of SHARED_SINGLETONS) {
    const pkg = key
      .split('/')
      .slice(0, key.startsWith('@') ? 2 : 1)
      .join('/');
    // node_modules/<pkg>/package.json, from the shell's folder upwards (workspaces are symlinked there).
    for (let dir = fileURLToPath(new URL('.', import.meta.url)); ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', pkg, 'package.json');
      if (existsSync(file)) {
        out[key] = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
        break;
      }
      if (path.dirname(dir) === dir) throw new Error(`shell/vite.config.ts: ${pkg} is not installed`);
    }
  }
  return out;
}

/**
 * `<link rel="modulepreload">` for the federation host chunk (src/federation/host.ts) and what it imports
 * (the MF runtime): main.tsx imports it dynamically at start-up, so without this the browser would only
 * discover it after the entry chunk ran — one more round trip before the first remote is requested.
 */
function preloadFederationHost(): Plugin {
  return {
    name: 'finx:preload-federation-host',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const host = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/federation/host.ts'));
        if (host?.type !== 'chunk') throw new Error('preloadFederationHost: no chunk for src/federation/host.ts');
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        visit(host.fileName);
        const already = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        return [...files]
          .filter((f) => !already.has(f))
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  base: '/',
  define: {
    __FINX_SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
    // Module Federation runtime build flags: no snapshot/manifest plugins (remotes are plain
    // remoteEntry.js URLs from /remotes.json, never mf-manifest.json), browser-only script loading.
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
    ENV_TARGET: '"web"',
  },
  css: {
    postcss: {
      // Panda extracts css()/patterns calls into src/index.css; conditionSpecificity keeps
      // responsive utilities above plain ones across the shell's and remotes' stylesheets.
      plugins: [pandacss({ cwd: fileURLToPath(new URL('.', import.meta.url)), configPath: 'panda.config.ts' }) as never, conditionSpecificity()],
    },
  },
  plugins: [federationGuard(SHARED_SINGLETONS), react(), preloadFederationHost()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // The Module Federation runtime in a chunk of its own (cached apart from the app; what
      // bench/bundle-size.mjs counts as MF overhead).
      output: { codeSplitting: { groups: [{ name: 'mf-runtime', test: /[\\/]node_modules[\\/]@module-federation[\\/]/ }] } },
    },
  },
  test: {
    environment: 'jsdom',
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
} as UserConfig);
