import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  render: (args) => (
    <>
      <SkipLink {...args} />
      <p>Press Tab to show the link.</p>
      <main id="main" tabIndex={-1}>
        Main content
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OwnTarget: Story = { args: { href: '#main', children: 'Skip to the order ticket' } };
