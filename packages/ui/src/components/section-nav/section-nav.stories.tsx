import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionNav } from './section-nav';

const meta = {
  title: 'Components/SectionNav',
  component: SectionNav,
  args: {
    label: 'Calendars',
    items: [
      { href: '#economic-calendar', label: 'Economic calendar' },
      { href: '#earnings-calendar', label: 'Earnings calendar' },
    ],
    currentPath: '#economic-calendar',
  },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCurrentPage: Story = {};

export const NoneCurrent: Story = { args: { currentPath: undefined } };
