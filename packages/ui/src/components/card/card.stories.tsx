import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { DemoBadge } from '../demo-badge/demo-badge';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Balance', children: <p style={{ margin: 0, fontSize: '2rem' }}>€ 10,000.00</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const WithActions: Story = { args: { actions: <DemoBadge /> } };

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    children: (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="buy">Buy</Button>
        <Button variant="sell">Sell</Button>
      </div>
    ),
  },
};
