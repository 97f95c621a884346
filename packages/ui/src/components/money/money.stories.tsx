import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { value: '10049.72', currency: 'EUR' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {};

export const Profit: Story = { args: { value: '12.50', kind: 'pnl' } };

export const Loss: Story = { args: { value: '-351.25', kind: 'pnl' } };
