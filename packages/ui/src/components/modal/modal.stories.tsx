import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';

function ModalDemo(props: Omit<ModalProps, 'open' | 'onClose'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, ...modalProps } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Close order
      </Button>
      <Modal
        {...modalProps}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Close order
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: () => undefined,
    title: 'Close order?',
    description: 'EURUSD, buy 1.50 lots. The position is closed at the current bid.',
  },
  render: (args) => <ModalDemo title={args.title} description={args.description} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  render: (args) => <ModalDemo title={args.title} description={args.description} initiallyOpen />,
};

/** A body taller than the window scrolls inside the dialog; the page behind stays put. */
export const LongBody: Story = {
  render: (args) => (
    <ModalDemo title={args.title} description={args.description} initiallyOpen>
      {Array.from({ length: 30 }, (_, line) => (
        <p key={line}>Line {line + 1} of the order's history.</p>
      ))}
    </ModalDemo>
  ),
};

/** Only the buttons, the × and Escape close it: a click beside it does nothing. */
export const NoBackdropClose: Story = {
  render: (args) => <ModalDemo title={args.title} description={args.description} initiallyOpen closeOnBackdropClick={false} />,
};
