import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageSection } from './page-section';

const meta = {
  title: 'Components/PageSection',
  component: PageSection,
  args: {
    title: 'Market overview',
    children: <p>The simulator&apos;s current bid and ask prices, the same for everyone.</p>,
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LevelThree: Story = { args: { headingLevel: 3, title: 'Start in three steps' } };
