import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTitle } from './page-title';

const meta = {
  title: 'Components/PageTitle',
  component: PageTitle,
  args: { children: 'Orders' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Small: Story = { args: { size: 'small', children: 'Exchange' } };

export const LongName: Story = { args: { children: 'Welcome, Maximiliaan-Alexander van Oldenbarnevelt-Tjarda' } };
