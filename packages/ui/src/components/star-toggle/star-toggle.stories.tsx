import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StarToggle } from './star-toggle';

const meta = {
  title: 'Components/StarToggle',
  component: StarToggle,
  args: { pressed: false, label: 'Add EURUSD to Favourites', title: 'Add to Favourites' },
} satisfies Meta<typeof StarToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { pressed: true, label: 'Remove EURUSD from Favourites', title: 'In Favourites' } };

export const Disabled: Story = { args: { disabled: true } };

/** Pressing fills the star, and the name says what the next press does. */
export const Interactive: Story = {
  render: function Interactive(args) {
    const [pressed, setPressed] = useState(args.pressed);
    return (
      <StarToggle
        {...args}
        pressed={pressed}
        label={pressed ? 'Remove EURUSD from Favourites' : 'Add EURUSD to Favourites'}
        onPressedChange={setPressed}
      />
    );
  },
};
