/**
 * The one Vite + Module Federation configuration every remote uses.
 * A remote's vite.config.ts is:
 *
 *   import { defineRemote } from '../vite.remote';
 *   export default defineRemote('billing', { './Subscription': './src/Subscription.tsx' });
 *
 * - builds to `<remote>/dist/` with `dist/remoteEntry.js` (ES module entry, `type: 'module'`);
 * - `base` is `/remotes/<name>/` (the backend serves each remote there); set REMOTE_BASE
 *   (absolute URL or path ending in `/`) to deploy the remote somewhere else;
 * - shared singletons come from ./federation.shared.ts (same list as the shell); a remote declares
 *   those its source (src/ and the ../common/ files it imports) imports, and federation.guard.ts fails the build on an
 *   import that would bundle a private copy of one;
 * - under vitest the federation plugin is left out and jsdom is used.
 */
import path from 'node:path';
import { federation } from '@module-federation/vite';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { conditionSpecificity } from './css.order.ts';
import { federationGuard, importedSingletons } from './federation.guard.ts';
import { federationName, sharedConfig } from './federation.shared.ts';

export function defineRemote(name: string, exposes: Record<string, string>): UserConfig {
  const isTest = !!process.env.VITEST;
  const base = process.env.REMOTE_BASE || `/remotes/${name}/`;
  const shared = sharedConfig('remote', importedSingletons(path.resolve('src')));
  return defineConfig({
    base,
    // Panda extracts this remote's css()/patterns calls into src/index.css (panda.config.ts);
    // conditionSpecificity keeps responsive utilities above plain ones across stylesheets.
    css: { postcss: { plugins: [pandacss({ cwd: process.cwd(), configPath: 'panda.config.ts' }) as never, conditionSpecificity()] } },
    plugins: [
      federationGuard(Object.keys(shared)),
      react(),
      !isTest &&
        federation({
          name: federationName(name),
          filename: 'remoteEntry.js',
          exposes,
          shared,
          dts: false,
          manifest: false,
          // Use the shell's Module Federation runtime instead of bundling another copy.
          experiments: { externalRuntime: true },
        }),
    ],
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      // dist/.vite/manifest.json: the chunks and CSS of each exposed module, for the shell's pre-rendered
      // pages (shell/scripts/prerender.ts preloads them); not served (dot folder).
      manifest: true,
      // No index.html: the federation plugin emits remoteEntry.js as the only entry.
      rollupOptions: { input: {} },
    },
    test: {
      environment: 'jsdom',
      pool: 'threads',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [new URL('./common/test-setup.ts', import.meta.url).pathname],
      // above the 5 s a findBy* may wait (test-setup.ts), so a slow wait fails as itself, not as a test timeout
      testTimeout: 15_000,
    },
  } as UserConfig);
}
