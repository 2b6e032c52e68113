import finxPreset from '@finx/design-system/preset';
import { defineConfig } from '@pandacss/dev';

// design-system README, "Recipe for an app".
export default defineConfig({
  presets: [finxPreset],
  preflight: false,
  importMap: '@finx/design-system',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
});
