import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxField } from './checkbox-field';

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxField,
  args: {
    name: 'accept_terms',
    label: (
      <>
        I accept the <a href="#terms">terms and conditions</a>.
      </>
    ),
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = { args: { error: 'Accept the terms and conditions to open an account.' } };
