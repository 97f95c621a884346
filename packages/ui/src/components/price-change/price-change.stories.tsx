import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceChange } from './price-change';

const meta = {
  title: 'Components/PriceChange',
  component: PriceChange,
  args: { value: '1.25', percent: '0.85' },
} satisfies Meta<typeof PriceChange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};

export const Down: Story = { args: { value: '-1234.5', percent: '-3.2' } };

export const Unchanged: Story = { args: { value: '0', percent: '0' } };

export const PercentOnly: Story = { args: { value: undefined, percent: '1.78', label: 'Change today' } };

export const FiveDecimals: Story = { args: { value: '0.00042', percent: '0.04', decimals: 5, label: 'EURUSD change' } };
