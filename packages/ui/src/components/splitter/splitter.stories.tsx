import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Splitter, type SplitterProps } from './splitter';

function Columns(props: Omit<SplitterProps, 'value' | 'onValueChange'>) {
  const [width, setWidth] = useState(200);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `${width}px 12px 1fr`, height: 160 }}>
      <div style={{ background: 'var(--bx-color-surface)' }}>List</div>
      <Splitter {...props} value={width} onValueChange={setWidth} />
      <div style={{ background: 'var(--bx-color-surface)' }}>Chart</div>
    </div>
  );
}

function Rows(props: Omit<SplitterProps, 'value' | 'onValueChange'>) {
  const [height, setHeight] = useState(80);
  return (
    <div style={{ display: 'grid', gridTemplateRows: `1fr 12px ${height}px`, height: 240 }}>
      <div style={{ background: 'var(--bx-color-surface)' }}>Chart</div>
      <Splitter {...props} value={height} onValueChange={setHeight} />
      <div style={{ background: 'var(--bx-color-surface)' }}>Positions</div>
    </div>
  );
}

const meta = {
  title: 'Components/Splitter',
  component: Splitter,
  args: { label: 'Resize the instrument list', orientation: 'vertical', value: 200, min: 120, max: 320, onValueChange: () => undefined },
  render: ({ value: _value, onValueChange: _onValueChange, ...args }) => <Columns {...args} />,
} satisfies Meta<typeof Splitter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BetweenColumns: Story = {};

export const BetweenRows: Story = {
  args: { label: 'Resize the positions panel', orientation: 'horizontal', value: 80, min: 48, max: 160, direction: -1 },
  render: ({ value: _value, onValueChange: _onValueChange, ...args }) => <Rows {...args} />,
};
