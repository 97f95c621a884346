import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { BottomSheet } from './bottom-sheet';

function SheetDemo({
  initiallyOpen = false,
  description,
  children,
}: {
  initiallyOpen?: boolean;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="buy" onClick={() => setOpen(true)}>
        Buy BTCUSD
      </Button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Trade BTCUSD"
        description={description}
        footer={
          <Button variant="buy" fullWidth onClick={() => setOpen(false)}>
            Buy 0.10 BTCUSD
          </Button>
        }
      >
        {children ?? <TextField label="Volume (lots)" inputMode="decimal" defaultValue="0.10" />}
      </BottomSheet>
    </>
  );
}

const meta = {
  title: 'Components/BottomSheet',
  component: BottomSheet,
  args: { open: false, onClose: () => undefined, title: 'Trade BTCUSD' },
  render: () => <SheetDemo />,
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button that opens it; the sheet renders nothing while closed. */
export const Closed: Story = {};

export const Open: Story = {
  render: () => <SheetDemo initiallyOpen description="Bitcoin against the US dollar, market open." />,
};

/** A body taller than 90% of the window scrolls inside the sheet; the footer's button stays in view. */
export const LongBody: Story = {
  render: () => (
    <SheetDemo initiallyOpen>
      {Array.from({ length: 12 }, (_, field) => (
        <TextField key={field} label={`Field ${field + 1}`} inputMode="decimal" />
      ))}
    </SheetDemo>
  ),
};
