import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkButton } from './link-button';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { children: 'EURUSD' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** As the instrument list's symbols: pressed when the row is the selected one. */
export const Pressed: Story = { args: { 'aria-pressed': true } };

export const InText: Story = {
  render: (args) => (
    <p>
      No quotes yet. <LinkButton {...args}>Try again</LinkButton> or pick another instrument.
    </p>
  ),
};

export const Disabled: Story = { args: { disabled: true } };
