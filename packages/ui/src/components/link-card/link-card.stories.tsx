import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceChange } from '../price-change/price-change';
import { Text } from '../text/text';
import { LinkCard } from './link-card';

const meta = {
  title: 'Components/LinkCard',
  component: LinkCard,
  args: {
    href: '#EURUSD',
    style: { display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 180 },
    children: (
      <>
        <Text variant="strong">EURUSD</Text>
        <Text variant="muted">Euro / US Dollar</Text>
        <span>1.08501 / 1.08519 USD</span>
        <PriceChange percent="0.12" label="Change today" />
      </>
    ),
  },
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Instrument: Story = {};
