import type { Preview } from '@storybook/react-vite';
// Fonts + Panda output (tokens, reset, global dark canvas, component classes).
import '../design-system/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100%', background: '#0B1222', color: '#E6EBF5' }}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
