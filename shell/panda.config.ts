import finxPreset from '@finx/design-system/preset';
import { defineConfig } from '@pandacss/dev';

// design-system README, "Recipe for an app".
export default defineConfig({
  presets: [finxPreset],
  preflight: false,
  importMap: '@finx/design-system',
  // the credit-dashboard screens' skeletons are built into the shell (src/layout/sidebarChunk.ts)
  include: ['./src/**/*.{ts,tsx}', '../remotes/common/credit-dashboard/skeletons.tsx'],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
});
