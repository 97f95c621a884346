import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideText } from './side-text';

const meta = {
  title: 'Components/SideText',
  component: SideText,
  args: { side: 'buy', children: 'Buy 0.10' },
} satisfies Meta<typeof SideText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buy: Story = {};

export const Sell: Story = { args: { side: 'sell', children: 'Sell 1.00 · limit' } };
