import type { Meta, StoryObj } from '@storybook/react-vite';
import { Kbd } from './kbd';

const meta = {
  title: 'Components/Kbd',
  component: Kbd,
  args: { children: 'B' },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneKey: Story = {};

export const InText: Story = {
  render: () => (
    <p>
      Press <Kbd>?</Kbd> for the keyboard shortcuts, <Kbd>Esc</Kbd> to close them.
    </p>
  ),
};
