import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from './loading-bar';

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  args: { label: 'Loading screen' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
