import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout } from './callout';

const meta = {
  title: 'Components/Callout',
  component: Callout,
  args: {
    as: 'p',
    children: (
      <>
        <strong>margin = volume × contract size × price ÷ leverage</strong>, rounded up to the cent.
      </>
    ),
  },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {};

export const Warning: Story = {
  args: {
    as: 'blockquote',
    tone: 'warning',
    children: 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.',
  },
};

export const FormError: Story = {
  args: { as: 'div', tone: 'danger', muted: true, role: 'alert', children: <p>Wrong email or password.</p> },
};

export const FormSuccess: Story = {
  args: { as: 'div', tone: 'positive', muted: true, role: 'status', children: <p>Your password has been changed.</p> },
};
