import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';
import { Card } from './Card';
import { PageHeader, Stat } from './Layout';

function Loading() {
  return (
    <div aria-busy="true" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i}>
          <Skeleton width="40%" height={12} />
          <Skeleton width="60%" height={32} />
          <Skeleton lines={2} />
        </Card>
      ))}
    </div>
  );
}
const meta = { title: 'Components/Skeleton', component: Loading } satisfies Meta<typeof Loading>;
export default meta;
export const SummaryCards: StoryObj<typeof meta> = {};

/** `text`: placeholders inside the real heading, stat and subtitle take exactly the lines the text will take. */
export const TextShaped: StoryObj<typeof meta> = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 16, maxWidth: 520 }}>
      <PageHeader title="Credit Dashboard" subtitle={<Skeleton text="Welcome back, Jordan! Here's your credit overview." />} />
      <Card>
        <Stat label="Credit Score" value={<Skeleton text="712" />} hint={<Skeleton text="+18 from last month" />} />
      </Card>
    </div>
  ),
};
