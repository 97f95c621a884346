import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../text-field/text-field';
import { Tabs } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Order type',
    items: [
      { id: 'market', label: 'Market', content: <p>Fills at once at the current bid or ask.</p> },
      { id: 'limit', label: 'Limit', content: <TextField label="Limit price" type="number" step={0.0001} /> },
      { id: 'stop', label: 'Stop', content: <TextField label="Stop price" type="number" step={0.0001} /> },
      { id: 'trailing', label: 'Trailing', content: null, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultSelectedId: 'limit' } };
