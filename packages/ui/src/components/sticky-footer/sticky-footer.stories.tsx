import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { StickyFooter } from './sticky-footer';

const meta = {
  title: 'Components/StickyFooter',
  component: StickyFooter,
  args: {
    children: (
      <Button variant="buy" fullWidth>
        Buy 0.10 EURUSD
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ height: 160, overflow: 'auto' }}>
      <p style={{ height: 240 }}>Fields scroll under the footer.</p>
      <StickyFooter {...args} />
    </div>
  ),
} satisfies Meta<typeof StickyFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderScrollingFields: Story = {};
