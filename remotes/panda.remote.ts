/**
 * Panda configuration shared by every remote (design-system README, "Recipe for an app").
 * A remote's panda.config.ts is `export { default } from '../panda.remote.ts'`; paths are
 * relative to the remote's folder (Panda runs with the remote as cwd).
 */
import finxPreset from '@finx/design-system/preset';
import { defineConfig } from '@pandacss/dev';

export default defineConfig({
  presets: [finxPreset],
  preflight: false,
  importMap: '@finx/design-system',
  include: ['./src/**/*.{ts,tsx}', '../common/**/*.{ts,tsx}'],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
});
