import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { label: 'Amount', type: 'number', hint: 'In EUR, from 10 to 1,000,000', min: 10 } };

export const WithError: Story = {
  args: { label: 'Amount', type: 'number', hint: 'In EUR', error: 'The smallest deposit is 10 EUR', defaultValue: 5 },
};

export const Password: Story = { args: { label: 'Password', type: 'password', hint: 'At least 8 characters', placeholder: undefined } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'trader@example.com' } };
