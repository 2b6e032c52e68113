import type { Meta, StoryObj } from '@storybook/react-vite';
import { SidebarNav } from './SidebarNav';
import { AppLayout } from './AppLayout';
import { EmptyState, PageHeader } from './Layout';
import { Button } from './Button';

const items = [
  'Dashboard',
  'Coaching',
  'Disputes',
  'AI Underwriting',
  'Document Center',
  'Notifications',
  'Subscription',
  'Contact',
  'Progress',
  'Webhooks',
].map((label) => ({ label, href: label === 'Dashboard' ? '/dashboard' : `/${label.toLowerCase().replace(/ /g, '-')}` }));

function Demo() {
  return (
    <AppLayout
      nav={
        <SidebarNav
          brand="FinX"
          items={items}
          activeHref="/disputes"
          bottomItems={[
            { label: 'Notifications', href: '/notifications' },
            { label: 'Settings' },
            { label: 'Profile' },
            { label: 'Logout', isPending: false, pendingLabel: 'Logging out...' },
          ]}
        />
      }
    >
      <PageHeader title="Disputes" subtitle="Track and manage your credit disputes" actions={<Button>New Dispute</Button>} />
      <EmptyState
        title="No disputes yet"
        description="Start a dispute to challenge an inaccurate item on your report."
        action={<Button>Start a dispute</Button>}
      />
    </AppLayout>
  );
}

const meta = { title: 'Layout/SidebarNav', component: Demo, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Demo>;
export default meta;
export const Desktop: StoryObj<typeof meta> = {};
