import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from './count-badge';

const meta = {
  title: 'Components/CountBadge',
  component: CountBadge,
  args: { count: 3 },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneDigit: Story = {};

export const SeveralDigits: Story = { args: { count: 128 } };

export const BesideALink: Story = {
  render: () => (
    <a href="#notifications">
      Notifications<span className="bx-visually-hidden"> (5 unread)</span> <CountBadge count={5} aria-hidden="true" />
    </a>
  ),
};
