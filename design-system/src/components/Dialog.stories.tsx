import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogClose } from './Dialog';
import { Button } from './Button';
import { TextField } from './TextField';
import { Select } from './Select';
import { Toaster, toast } from './Toast';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Send via Certified Mail',
    description: 'We print and mail your dispute letter with tracking.',
    trigger: <Button>Open dialog</Button>,
    children: <TextField label="Recipient address" defaultValue="P.O. Box 4500, Allen, TX 75013" />,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Send Letter</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
export const Open: StoryObj<typeof meta> = { args: { defaultOpen: true } };
/** A Select inside a dialog renders its list inline (`portalled={false}`), so the modal does not hide it. */
export const WithSelect: StoryObj<typeof meta> = {
  args: {
    defaultOpen: true,
    title: 'Start New Dispute',
    description: 'Choose the bureau to file with.',
    children: (
      <Select
        label="Credit bureau"
        portalled={false}
        items={[
          { value: 'experian', label: 'Experian' },
          { value: 'equifax', label: 'Equifax' },
          { value: 'transunion', label: 'TransUnion' },
        ]}
      />
    ),
  },
};
/**
 * A toast raised while the modal is open shows in the band above the dialog (never over its buttons),
 * stays announced (the toaster is exempt from the modal's aria-hidden) and can be closed.
 */
export const WithToast: StoryObj<typeof meta> = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  args: {
    defaultOpen: true,
    footer: (
      <Button onPress={() => toast({ title: 'Missing Information', description: 'Please fill in all required fields', tone: 'destructive' })}>
        Send Letter
      </Button>
    ),
  },
};
