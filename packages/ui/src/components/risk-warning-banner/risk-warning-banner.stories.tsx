import type { Meta, StoryObj } from '@storybook/react-vite';
import { RiskWarningBanner } from './risk-warning-banner';

const meta = {
  title: 'Components/RiskWarningBanner',
  component: RiskWarningBanner,
  args: { lossPercent: 76 },
} satisfies Meta<typeof RiskWarningBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnShare: Story = {};

export const TooLittleData: Story = { args: { lossPercent: null } };

export const Strip: Story = { args: { variant: 'strip' } };
