import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureList } from './figure-list';
import { FigureListItem } from './figure-list-item';

// An item only means something inside a <FigureList>, so every story renders in one.
const meta = {
  title: 'Components/FigureListItem',
  component: FigureListItem,
  args: { term: 'Free margin', children: '9,789.17 EUR' },
  render: (args) => (
    <FigureList>
      <FigureListItem {...args} />
    </FigureList>
  ),
} satisfies Meta<typeof FigureListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Negative: Story = { args: { tone: 'negative', children: '120.00 EUR' } };
