import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusIndicator } from './status-indicator';

const meta = {
  title: 'Components/StatusIndicator',
  component: StatusIndicator,
  args: { tone: 'positive', children: 'Live' },
} satisfies Meta<typeof StatusIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {};

export const Warning: Story = { args: { tone: 'warning', children: 'Reconnecting… prices and P&L may be stale' } };

export const Neutral: Story = { args: { tone: 'neutral', children: 'Offline' } };
