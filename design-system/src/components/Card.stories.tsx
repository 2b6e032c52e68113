import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';
import { Badge } from './Badge';
import { Stat } from './Layout';
import { Progress } from './Progress';

const meta = { title: 'Components/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  args: {
    title: 'FinX Score Analysis',
    description: 'Your proprietary score out of 1000',
    actions: <Badge tone="success">Excellent</Badge>,
    children: <Progress label="Payment History" value={99} tone="success" />,
  },
};
export const SummaryCards: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
      <Card>
        <Stat label="Credit Score" value="650" hint="+25 from last month" tone="success" />
      </Card>
      <Card>
        <Stat label="Active Disputes" value="3" />
      </Card>
      <Card>
        <Stat label="Coaching Progress" value="78%" />
      </Card>
      <Card>
        <Stat label="Builder Accounts" value="2" />
      </Card>
    </div>
  ),
};
