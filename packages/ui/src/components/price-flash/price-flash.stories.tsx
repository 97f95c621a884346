import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceFlash } from './price-flash';

const meta = {
  title: 'Components/PriceFlash',
  component: PriceFlash,
  args: { value: '1.08501' },
} satisfies Meta<typeof PriceFlash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows `from`, then `to` right after mounting, as a quote push would. */
function Change({ from, to }: { from: string; to: string }) {
  const [value, setValue] = useState(from);
  useEffect(() => setValue(to), [to]);
  return <PriceFlash value={value} />;
}

/** Before any change: no tint. */
export const Steady: Story = {};

export const Rose: Story = { render: () => <Change from="1.08490" to="1.08501" /> };

export const Fell: Story = { render: () => <Change from="1.08501" to="1.08470" /> };
