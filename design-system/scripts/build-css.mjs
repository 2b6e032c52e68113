// Writes dist/styles.css = Inter @font-face (font files copied to dist/fonts/, so the consuming
// app's bundler emits them into its own assets) + Panda's generated CSS (styled-system/styles.css).
// Vite's library mode would inline the fonts as base64 (300 kB+), hence this small step.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const require = createRequire(import.meta.url);
const fontCssPath = require.resolve('@fontsource-variable/inter/index.css');
const fontDir = dirname(fontCssPath);
const outDir = join(root, 'dist');
mkdirSync(join(outDir, 'fonts'), { recursive: true });

const fontCss = readFileSync(fontCssPath, 'utf8').replace(/url\(\.\/files\/([^)]+)\)/g, (_, file) => {
  copyFileSync(join(fontDir, 'files', file), join(outDir, 'fonts', file));
  return `url(./fonts/${file})`;
});
const panda = readFileSync(join(root, 'styled-system', 'styles.css'), 'utf8');
writeFileSync(
  join(outDir, 'styles.css'),
  `/* @finx/design-system/styles.css — import once per page */\n${fontCss.replace(/\/\*[^*]*\*\/\n/g, '').replace(/\n\s*/g, ' ')}\n${panda}`,
);
console.log('dist/styles.css written');
