/**
 * The server build of src/prerender/render.tsx (the public marketing pages rendered to HTML at build time,
 * see scripts/prerender.ts). Same React/define setup as vite.config.ts; CSS is not needed (the pages link
 * the shell's and the remote's built stylesheets); the remotes' document-title and meta-description
 * hooks, which work in effects, are replaced by ones that record their value during the render. The marketing
 * screens come in as the remote exposes them (its exposes.ts), through one generated module: the shell's own
 * source names none of the remote's files, as in the browser, where it loads them through Module Federation.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { exposes } from '../remotes/marketing/exposes.ts';

const HEAD = fileURLToPath(new URL('./src/prerender/head.ts', import.meta.url));
const REMOTES_COMMON = fileURLToPath(new URL('../remotes/common/', import.meta.url));
const MARKETING = fileURLToPath(new URL('../remotes/marketing/', import.meta.url));
const SCREENS_MODULE = 'virtual:finx/marketing-screens';

/** `SCREENS` of src/prerender/render.tsx: each module the marketing remote exposes, by its key. */
function marketingScreens(): Plugin {
  return {
    name: 'finx:prerender-marketing-screens',
    resolveId: (source) => (source === SCREENS_MODULE ? `\0${SCREENS_MODULE}` : null),
    load(id) {
      if (id !== `\0${SCREENS_MODULE}`) return null;
      const screens = Object.entries(exposes);
      const imports = screens.map(([, file], i) => `import Screen${i} from ${JSON.stringify(path.join(MARKETING, file))};`);
      return `${imports.join('\n')}\nexport const SCREENS = { ${screens.map(([key], i) => `${JSON.stringify(key)}: Screen${i}`).join(', ')} };\n`;
    },
  };
}

function recordHead(): Plugin {
  return {
    name: 'finx:prerender-head',
    enforce: 'pre',
    resolveId(source, importer) {
      // remotes/common/useDocumentTitle or useMetaDescription, however the importer spells the path
      if (!importer || !source.startsWith('.')) return null;
      const file = path.relative(REMOTES_COMMON, path.resolve(path.dirname(importer), source));
      return /^(useDocumentTitle|useMetaDescription)(\.ts)?$/.test(file) ? HEAD : null;
    },
    // CSS imports of the screens: nothing to evaluate on the server.
    load(id) {
      if (/\.css($|\?)/.test(id)) return '';
      return null;
    },
  };
}

export default defineConfig({
  base: '/',
  logLevel: 'warn',
  publicDir: false,
  define: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true', ENV_TARGET: '"web"' },
  css: { postcss: { plugins: [] } },
  // No federation guard: this build runs on the server only (it uses @finx/router/testing's MemoryRouter).
  plugins: [recordHead(), marketingScreens(), react()],
  ssr: { noExternal: [/^@finx\//] },
  build: {
    ssr: 'src/prerender/render.tsx',
    outDir: 'node_modules/.finx-prerender',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Small assets inline exactly as in the remote's own build (data: URLs in the markup).
    assetsInlineLimit: 4096,
  },
} as UserConfig);
