import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Toolbar } from './toolbar';

const meta = {
  title: 'Components/Toolbar',
  component: Toolbar,
  args: {
    label: 'Timeframe',
    children: ['1m', '5m', '15m', '1h', '4h', '1D', '1W'].map((frame) => (
      <Button key={frame} size="small" variant={frame === '15m' ? 'primary' : 'ghost'} aria-pressed={frame === '15m'}>
        {frame}
      </Button>
    )),
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tools: Story = {};

/** One-click Sell and Buy: a group, with prices in digits of equal width. */
export const NumericGroup: Story = {
  args: {
    label: 'One-click trading on EURUSD',
    role: 'group',
    numeric: true,
    children: (
      <>
        <Button size="small" variant="sell">
          Sell 1.08012
        </Button>
        <Button size="small" variant="buy">
          Buy 1.08031
        </Button>
      </>
    ),
  },
};
