import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { scoreBand } from '../lib/meaning';

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'Excellent', tone: 'success' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['success', 'warning', 'danger', 'info', 'neutral', 'accent'] as const).map((t) => (
        <Badge key={t} tone={t}>
          {t}
        </Badge>
      ))}
    </div>
  ),
};
export const ScoreBands: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[950, 780, 650, 540, 420].map((s) => {
        const b = scoreBand(s);
        return (
          <div key={s} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <span style={{ fontVariantNumeric: 'tabular-nums', width: 80 }}>{s}/1000</span>
            <Badge tone={b.tone}>{b.label}</Badge>
          </div>
        );
      })}
    </div>
  ),
};
