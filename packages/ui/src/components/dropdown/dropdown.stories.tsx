import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Dropdown } from './dropdown';

const meta = {
  title: 'Components/Dropdown',
  component: Dropdown,
  args: {
    label: 'Indicators (1)',
    children: (
      <div role="toolbar" aria-label="Indicators" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <Button size="small" variant="primary" aria-pressed>
          SMA 20
        </Button>
        <Button size="small" variant="ghost" aria-pressed={false}>
          RSI 14
        </Button>
        <Button size="small" variant="ghost" aria-pressed={false}>
          MACD
        </Button>
      </div>
    ),
  },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

/** Two dropdowns in a row sharing one full-width panel position, as the chart's menus do. */
export const AnchoredToContainer: Story = {
  render: (args) => (
    <div style={{ position: 'relative', display: 'flex', gap: 8, minHeight: 120 }}>
      <Dropdown {...args} anchor="container" open />
      <Dropdown label="Draw" anchor="container">
        <p style={{ margin: 0 }}>Pick a drawing tool.</p>
      </Dropdown>
    </div>
  ),
};
