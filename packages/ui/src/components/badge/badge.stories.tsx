import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Open', variant: 'neutral' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge variant="neutral">Closed</Badge>
      <Badge variant="accent">New</Badge>
      <Badge variant="positive">Open</Badge>
      <Badge variant="negative">Cancelled</Badge>
      <Badge variant="warning">Pending</Badge>
    </div>
  ),
};
