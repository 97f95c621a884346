import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fieldset } from './fieldset';

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  args: {
    legend: 'Trading',
    children: (
      <label>
        <input type="checkbox" /> One-click trading
      </label>
    ),
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLegend: Story = {};

export const LegendForScreenReadersOnly: Story = { args: { legendHidden: true } };
