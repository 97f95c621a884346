import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 2, children: 'Buy EURUSD' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};

export const Medium: Story = { args: { level: 3, size: 'medium', children: 'Price alerts on EURUSD' } };
