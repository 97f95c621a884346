import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { variant: 'muted', as: 'p', children: 'Your choice is remembered on this device.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Muted: Story = {};

export const Small: Story = { args: { variant: 'small', as: 'span', children: '▲ +0.85% · Info' } };

export const Strong: Story = { args: { variant: 'strong', children: 'Markets open early on Monday' } };

export const Figure: Story = { args: { variant: 'figure', children: '62.5 %' } };

export const Lead: Story = { args: { variant: 'lead', children: '+12.50 EUR' } };

export const Numeric: Story = { args: { variant: 'numeric', children: '1.08512 / 1.08520 USD' } };
