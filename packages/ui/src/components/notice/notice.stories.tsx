import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { children: 'Withdrawals need a PIN. Set your PIN first.', role: 'note' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Warning: Story = {
  args: { tone: 'warning', role: 'alert', children: 'Withdrawals are locked until 14:05 after 3 wrong PINs in a row.' },
};

export const Positive: Story = { args: { tone: 'positive', role: 'status', children: 'Your PIN is set.' } };

export const Negative: Story = { args: { tone: 'negative', role: 'alert', children: 'The deposit was refused.' } };

export const Panel: Story = {
  args: {
    variant: 'panel',
    title: 'Deposit recorded',
    role: 'status',
    children: <p>Credited: 500.00 EUR · Bitcoin deposit</p>,
  },
};

export const TextNegative: Story = {
  args: {
    variant: 'text',
    tone: 'negative',
    role: 'status',
    children: 'Not enough free margin: this order needs 46,082.95 EUR, you have 10,000.00 EUR.',
  },
};

export const TextInfo: Story = {
  args: { variant: 'text', role: 'status', children: 'Bought 0.10 EURUSD at 1.08552: the position is under Positions.' },
};
