import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomNavigation, type BottomNavigationItem } from './bottom-navigation';

// The four tabs of contract §2.
const TABS: BottomNavigationItem[] = [
  { href: '/terminal/exchange', label: 'Exchange', icon: '⇄' },
  { href: '/terminal/orders', label: 'Orders', icon: '≡' },
  { href: '/terminal/history', label: 'History', icon: '↺' },
  { href: '/terminal/news', label: 'News', icon: '✉' },
];

const meta = {
  title: 'Components/BottomNavigation',
  component: BottomNavigation,
  args: { items: TABS, currentPath: '/terminal/exchange' },
  globals: { band: '375' },
} satisfies Meta<typeof BottomNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Exchange: Story = {};

export const NewsDetail: Story = { args: { currentPath: '/terminal/news/12' } };

export const WithRouterLink: Story = {
  args: {
    currentPath: '/terminal/orders',
    // What an app passes to use its router: here a link that only logs, so the story stays put.
    renderLink: ({ href, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
        }}
      />
    ),
  },
};
