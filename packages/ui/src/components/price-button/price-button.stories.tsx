import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceButton } from './price-button';

const meta = {
  title: 'Components/PriceButton',
  component: PriceButton,
  args: { side: 'sell', price: '1.08512', actionLabel: 'one click: sell EURUSD', title: 'Sell at the bid, one click' },
} satisfies Meta<typeof PriceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sell: Story = {};

export const Buy: Story = {
  args: { side: 'buy', price: '1.08519', actionLabel: 'one click: buy EURUSD', title: 'Buy at the ask, one click' },
};

/** The market is closed: muted, and a press does nothing. */
export const Disabled: Story = { args: { disabled: true } };

/** Bid and ask side by side, as in the compact instrument list. */
export const BidAndAsk: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <PriceButton {...args} side="sell" price="60000.10" actionLabel="one click: sell BTCUSD" />
      <PriceButton {...args} side="buy" price="60010.30" actionLabel="one click: buy BTCUSD" title="Buy at the ask, one click" />
    </span>
  ),
};
