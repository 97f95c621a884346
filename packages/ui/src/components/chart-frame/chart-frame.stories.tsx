import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartFrame } from './chart-frame';

/** A stand-in for the chart: Highcharts is the app's, not a dependency of @beurs/ui. */
function PlotStandIn({ dragging = false }: { dragging?: boolean }) {
  return (
    <div data-dragging={dragging ? 'vertical' : undefined} style={{ height: 160, padding: 8, border: '1px dashed var(--bx-color-border)' }}>
      <svg role="img" aria-label="EURUSD candles" width="100%" height="100%" viewBox="0 0 100 40" preserveAspectRatio="none">
        <polyline points="0,30 20,22 40,26 60,12 80,18 100,8" fill="none" stroke="var(--bx-color-accent-text)" strokeWidth="1" />
      </svg>
    </div>
  );
}

const meta = {
  title: 'Components/ChartFrame',
  component: ChartFrame,
  args: { children: <PlotStandIn /> },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** While an order line is dragged: the up-down cursor everywhere over the plot. */
export const DraggingVertically: Story = { args: { children: <PlotStandIn dragging /> } };
