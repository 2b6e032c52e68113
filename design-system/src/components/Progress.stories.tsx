import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from './Progress';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { label: 'Goal progress', value: 62 },
  argTypes: { value: { control: { type: 'range', min: -20, max: 140 } } },
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Clamped: Story = { args: { value: 140, label: 'Over 100 is clamped' } };
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <Progress label="Payment History" value={92} tone="success" />
      <Progress label="Credit Utilization" value={65} tone="warning" />
      <Progress label="Credit Mix" value={40} tone="danger" />
      <Progress label="Lessons" value={60} valueText="12 of 20" />
    </div>
  ),
};
export const Scale: Story = {
  args: { label: 'Credit score', value: 712, min: 300, max: 1000, valueText: '712 of 1000' },
};
