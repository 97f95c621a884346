import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { Text } from '../text/text';
import { ListCard } from './list-card';

const meta = {
  title: 'Components/ListCard',
  component: ListCard,
  // A list item needs its list.
  render: (args) => (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none', maxWidth: 360 }}>
      <ListCard {...args} />
    </ul>
  ),
  args: {
    children: (
      <>
        <a href="#notification-1" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Text variant="strong">Your deposit arrived</Text>
        </a>
        <Text as="p" variant="muted" style={{ margin: '4px 0 0' }}>
          27 Nov 2026, 14:30
        </Text>
      </>
    ),
  },
} satisfies Meta<typeof ListCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Unread: Story = {
  args: {
    marker: 'unread',
    children: (
      <a href="#notification-2" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Text variant="strong">Margin call on EURUSD</Text>
        <Badge variant="accent">Unread</Badge>
      </a>
    ),
  },
};

export const Selected: Story = { args: { marker: 'selected', 'aria-current': 'true' } };
