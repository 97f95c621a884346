import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from '../count-badge/count-badge';
import { AppBar } from './app-bar';
import { appBarLinkClassName } from './app-bar-link-class-name';

const meta = {
  title: 'Components/AppBar',
  component: AppBar,
  // The app owns the arrangement; this one is only for the story.
  args: { style: { display: 'flex', alignItems: 'center', gap: 16, padding: '8px 16px' } },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandOnly: Story = {
  args: {
    children: (
      <a href="#dashboard" className={appBarLinkClassName({ variant: 'brand' })}>
        Beurs
      </a>
    ),
  },
};

export const WithLinks: Story = {
  args: {
    children: (
      <>
        <a href="#dashboard" className={appBarLinkClassName({ variant: 'brand' })}>
          Beurs
        </a>
        <a href="#notifications" className={appBarLinkClassName({ variant: 'action' })}>
          Notifications<span className="bx-visually-hidden"> (3 unread)</span>
          <CountBadge count={3} aria-hidden="true" />
        </a>
      </>
    ),
  },
};
