/**
 * The shell: React host. Remotes are NOT listed here — their addresses come from
 * `/remotes.json` at run time (src/federation). The shared singletons are the same list
 * the remotes use (remotes/federation.shared.ts).
 */
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { conditionSpecificity } from '../remotes/css.order.ts';
import { federationGuard } from '../remotes/federation.guard.ts';
import { SHARED_SINGLETONS, sharedConfig } from '../remotes/federation.shared.ts';

const isTest = !!process.env.VITEST;

export default defineConfig({
  base: '/',
  css: {
    postcss: {
      // Panda extracts css()/patterns calls into src/index.css; conditionSpecificity keeps
      // responsive utilities above plain ones across the shell's and remotes' stylesheets.
      plugins: [pandacss({ cwd: fileURLToPath(new URL('.', import.meta.url)), configPath: 'panda.config.ts' }) as never, conditionSpecificity()],
    },
  },
  plugins: [
    federationGuard(SHARED_SINGLETONS),
    react(),
    !isTest &&
      federation({
        name: 'shell',
        remotes: {},
        shared: sharedConfig('host'),
        dts: false,
        manifest: false,
        // Publish runtime-core on globalThis for the remotes (their `externalRuntime`).
        experiments: { provideExternalRuntime: true },
      }),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  test: {
    environment: 'jsdom',
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
} as UserConfig);
