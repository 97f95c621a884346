import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../components/button/button';
import { notify } from './notify';
import { Toaster, type ToasterProps } from './toaster';

function ToastDemo(props: Pick<ToasterProps, 'maxVisible' | 'position'>) {
  const limit = props.maxVisible ?? 20;
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button onClick={() => notify.success('Withdrawal successful')}>Success</Button>
        <Button variant="danger" onClick={() => notify.error('Login failed. Please check your credentials and try again.')}>
          Error
        </Button>
        <Button
          variant="secondary"
          onClick={() => notify.warning('This order has already been closed. Please wait for terminal has update history.')}
        >
          Warning
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            for (let index = 1; index <= 25; index += 1) notify.success(`Toast ${index} of 25 (${limit} are shown)`);
          }}
        >
          Send 25
        </Button>
      </div>
      <Toaster {...props} />
    </>
  );
}

// Fixed ids, so a remount (or React's StrictMode double effect) replaces rather than stacks them.
function EachKind() {
  useEffect(() => {
    notify.warning('This order has already been closed. Please wait for terminal has update history.', { id: 'warning' });
    notify.error('Your account is temporarily frozen. Please contact us by email support@example.com', { id: 'error' });
    notify.success('Withdrawal successful', { id: 'success' });
  }, []);
  return <ToastDemo />;
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One toast of each kind, shown on load (they close after 5 s, like all toasts). */
export const EachKindOnLoad: Story = { render: () => <EachKind /> };

/**
 * A trading screen's toaster: at most three at a time (the oldest leaves when a fourth comes),
 * gathered at the bottom right with the newest lowest, clear of what sits at the top right.
 */
export const ThreeAtTheBottomRight: Story = { render: () => <ToastDemo maxVisible={3} position="bottom-right" /> };
