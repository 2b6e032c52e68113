import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@ark-ui\//,
  /^@zag-js\//,
  /^react-aria-components($|\/)/,
  /^@react-aria\//,
  /^@react-stately\//,
  /^@pandacss\//,
]

// Library build: dist/index.js (components, ESM), dist/preset.js (Panda preset), dist/styles.css.
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
      entry: {
        index: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
        preset: fileURLToPath(new URL('./src/preset.ts', import.meta.url)),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: { external },
  },
})
