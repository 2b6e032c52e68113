import { defineConfig } from '@pandacss/dev';
import { finxPreset } from './src/preset';

// The design-system's own Panda build. Apps do NOT copy this file: they use the
// recipe in README.md (presets: [finxPreset], importMap: '@finx/design-system').
export default defineConfig({
  presets: ['@pandacss/preset-base', finxPreset],
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/**/*.stories.tsx'],
  outdir: 'styled-system',
  // Keep these at their defaults in every app: the css() runtime shipped in
  // @finx/design-system/css must produce the same class names the app's Panda extracts.
  hash: false,
  prefix: undefined,
  jsxFramework: undefined,
});
