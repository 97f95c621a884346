import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoBadge } from './demo-badge';

const meta = {
  title: 'Components/DemoBadge',
  component: DemoBadge,
} satisfies Meta<typeof DemoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
