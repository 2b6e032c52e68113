import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';
import { Select } from './Select';
import { Switch } from './Switch';

function Form() {
  return (
    <div style={{ display: 'grid', gap: 20, maxWidth: 420 }}>
      <TextField label="Email" type="email" defaultValue="jane@example" errorMessage="Please enter a valid email address" />
      <TextField label="Current credit score" inputMode="numeric" defaultValue="650" description="300 to 850" />
      <TextField label="Amount" type="number" step="0.01" min="0" inputMode="decimal" description="Optional, in US dollars" />
      <TextField label="Message" multiline placeholder="How can we help?" />
      <Select
        label="Timeframe"
        defaultValue="12_months"
        items={[
          { value: '3_months', label: '3 months' },
          { value: '6_months', label: '6 months' },
          { value: '12_months', label: '12 months' },
          { value: '24_months', label: '24 months' },
        ]}
      />
      <Select
        label="Bureau"
        placeholder="Choose a bureau"
        errorMessage="Bureau is required"
        items={[
          { value: 'experian', label: 'Experian' },
          { value: 'equifax', label: 'Equifax' },
          { value: 'transunion', label: 'TransUnion' },
        ]}
      />
      <Switch label="Email notifications" description="Dispute updates and deadlines" defaultChecked />
      <Switch label="SMS alerts" />
    </div>
  );
}

const meta = { title: 'Components/Form fields', component: Form } satisfies Meta<typeof Form>;
export default meta;
export const All: StoryObj<typeof meta> = {};
