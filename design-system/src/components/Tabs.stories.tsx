import type { Meta, StoryObj } from '@storybook/react-vite'
import { Tabs } from './Tabs'

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
} satisfies Meta<typeof Tabs>
export default meta
export const Default: StoryObj<typeof meta> = {}
