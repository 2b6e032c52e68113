import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster, toast } from './Toast';
import { Button } from './Button';

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onPress={() => toast({ title: 'Welcome back!', description: 'You are signed in.', tone: 'success' })}>Success</Button>
      <Button variant="danger" onPress={() => toast({ title: 'Login Failed', description: 'Invalid username or password', tone: 'danger' })}>
        Destructive
      </Button>
      <Button variant="secondary" onPress={() => toast({ title: 'Letter generated', tone: 'info' })}>
        Info
      </Button>
      <Toaster />
    </div>
  );
}

const meta = { title: 'Components/Toast', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
export const OneAtATime: StoryObj<typeof meta> = {};
