import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { children: 'Open a demo account', href: '#registration', variant: 'primary', size: 'medium' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <ButtonLink {...args} variant="primary">
        Open a demo account
      </ButtonLink>
      <ButtonLink {...args} variant="secondary">
        Sign in
      </ButtonLink>
      <ButtonLink {...args} variant="ghost">
        Learn how CFDs work
      </ButtonLink>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <ButtonLink {...args} size="small">
        Small
      </ButtonLink>
      <ButtonLink {...args} size="medium">
        Medium
      </ButtonLink>
      <ButtonLink {...args} size="large">
        Large
      </ButtonLink>
    </div>
  ),
};
