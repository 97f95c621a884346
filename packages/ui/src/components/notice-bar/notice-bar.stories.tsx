import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoticeBar } from './notice-bar';

const meta = {
  title: 'Components/NoticeBar',
  component: NoticeBar,
  args: {
    label: 'Demo platform: virtual funds.',
    children: 'Accounts hold virtual money only: no real money is deposited, traded or paid out.',
  },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoNotice: Story = {};
