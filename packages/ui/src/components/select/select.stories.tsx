import type { Meta, StoryObj } from '@storybook/react-vite';
import { THEMES } from '@beurs/domain';
import { Select } from './select';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Theme',
    options: THEMES.map((theme) => ({ value: theme.id, label: theme.name })),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = {
  args: {
    label: 'Country',
    placeholder: 'Choose a country',
    defaultValue: '',
    options: [
      { value: 'nl', label: 'Netherlands' },
      { value: 'de', label: 'Germany' },
      { value: 'fr', label: 'France' },
    ],
  },
};

export const WithError: Story = {
  args: {
    label: 'Payment method',
    placeholder: 'Choose a method',
    defaultValue: '',
    error: 'Choose how you want to deposit',
    options: [
      { value: 'bitcoin', label: 'Bitcoin' },
      { value: 'bank', label: 'Bank transfer' },
      { value: 'card', label: 'Credit card', disabled: true },
    ],
  },
};
