import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkGrid } from './link-grid';

const meta = {
  title: 'Components/LinkGrid',
  component: LinkGrid,
  args: {
    items: [
      { href: '#shares', title: 'Shares', summary: 'US and European companies, up to 5:1.' },
      { href: '#forex', title: 'Forex', summary: 'Currency pairs, up to 30:1 on major pairs.' },
      { href: '#crypto', title: 'Crypto', summary: 'Bitcoin, Ether and others, up to 2:1.' },
    ],
  },
} satisfies Meta<typeof LinkGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSummaries: Story = {};

export const TitlesOnly: Story = {
  args: {
    items: [
      { href: '#account', title: 'Account' },
      { href: '#trading', title: 'Trading' },
    ],
  },
};
