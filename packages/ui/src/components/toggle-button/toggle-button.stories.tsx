import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ToggleButton } from './toggle-button';

const meta = {
  title: 'Components/ToggleButton',
  component: ToggleButton,
  args: { children: '★ Favourites', pressed: false },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { pressed: true } };

export const Disabled: Story = { args: { disabled: true } };

/** Clicking switches it, as the exchange's Favourites filter does. */
export const Interactive: Story = {
  render: function Interactive(args) {
    const [pressed, setPressed] = useState(args.pressed);
    return <ToggleButton {...args} pressed={pressed} onPressedChange={setPressed} />;
  },
};
