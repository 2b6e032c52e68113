import type { StorybookConfig } from '@storybook/react-vite';

// Storybook 10, configured by hand. Offline and non-interactive:
//   cd design-system && bun run storybook:build   → /work/main/storybook-static
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  typescript: { reactDocgen: false },
  docs: { defaultName: 'Docs' },
};

export default config;
