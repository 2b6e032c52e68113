import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@ark-ui\//,
  /^@zag-js\//,
  /^react-aria-components($|\/)/,
  /^@react-aria\//,
  /^@react-stately\//,
  /^@pandacss\//,
];

const src = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

// One dist/<name>.js per entry point (package.json "exports"); code they have in common (the Panda
// runtime, Button, …) goes to shared chunks, so an app bundling several entries holds one copy.
const entries = {
  index: src('src/index.ts'),
  dialog: src('src/dialog.ts'),
  tabs: src('src/tabs.ts'),
  forms: src('src/forms.ts'),
  progress: src('src/progress.ts'),
  sidebar: src('src/sidebar.ts'),
  preset: src('src/preset.ts'),
  // The Panda runtime the components use, also what apps import as @finx/design-system/css|patterns|tokens.
  css: src('styled-system/css/index.mjs'),
  patterns: src('styled-system/patterns/index.mjs'),
  tokens: src('styled-system/tokens/index.mjs'),
};

// Library build: dist/<entry>.js (ESM), dist/styles.css.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    lib: {
      entry: entries,
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: { external },
  },
});
