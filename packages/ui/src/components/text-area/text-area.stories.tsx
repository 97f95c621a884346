import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', rows: 6, placeholder: 'What can we help you with?' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Opens your email app with the message to support.' } };

export const WithError: Story = {
  args: { hint: 'At most 2,000 characters', error: 'Write a message first', defaultValue: '' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'The withdrawal has not arrived.' } };
