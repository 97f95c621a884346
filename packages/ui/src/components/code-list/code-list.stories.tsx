import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeList } from './code-list';

const meta = {
  title: 'Components/CodeList',
  component: CodeList,
  args: {
    'aria-label': 'Recovery codes',
    codes: [
      'k3f9-2mqa',
      'p7xe-8d2c',
      'w4rt-0lzn',
      'b6yh-3vus',
      'c1oq-9gke',
      'm8dj-5tfp',
      'z2nb-7hwx',
      'e5ua-4ric',
      'h0sl-6ymo',
      't9gv-1kqd',
    ],
  },
} satisfies Meta<typeof CodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecoveryCodes: Story = {};

export const One: Story = { args: { codes: ['k3f9-2mqa'] } };
