import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Disputes',
    items: [
      { value: 'active', label: 'Active', content: <p>3 active disputes</p> },
      { value: 'resolved', label: 'Resolved', content: <p>5 resolved disputes</p> },
      { value: 'letters', label: 'Letters', content: <p>Letter history</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
export const Default: StoryObj<typeof meta> = {};

/** On a phone: the tabs do not fit, so the bar scrolls sideways and fades on the side that has more. */
export const Narrow: StoryObj<typeof meta> = {
  args: {
    'aria-label': 'Document Center steps',
    items: [
      { value: 'upload', label: 'Upload Documents', content: <p>Upload your credit reports</p> },
      { value: 'letters', label: 'AI Letters', content: <p>One letter per bureau</p> },
      { value: 'mailing', label: 'USPS Mailing', content: <p>Certified mail packages</p> },
      { value: 'tracking', label: 'Tracking', content: <p>Carrier events</p> },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
