import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SegmentedControl } from './segmented-control';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Show',
    value: 'open',
    onValueChange: () => undefined,
    options: [
      { value: 'open', label: 'Positions (3)' },
      { value: 'pending', label: 'Pending orders (1)' },
      { value: 'alerts', label: 'Alerts (0)' },
    ],
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstChosen: Story = {};

export const LastChosen: Story = { args: { value: 'alerts' } };

export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'open', label: 'Positions (3)' },
      { value: 'pending', label: 'Pending orders (0)', disabled: true },
    ],
  },
};

/** Pressing an option chooses it. */
export const Interactive: Story = {
  render: function Interactive(args) {
    const [value, setValue] = useState(args.value);
    return <SegmentedControl {...args} value={value} onValueChange={setValue} />;
  },
};
