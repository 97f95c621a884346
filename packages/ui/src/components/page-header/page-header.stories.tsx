import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './page-header';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Margin and leverage',
    lead: 'What a position sets aside from your balance, and what leverage changes.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {};

export const WithEyebrow: Story = { args: { eyebrow: 'Learn to trade' } };

export const TitleOnly: Story = { args: { lead: undefined } };
