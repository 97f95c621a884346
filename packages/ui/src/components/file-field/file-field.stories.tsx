import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileField } from './file-field';

const meta = {
  title: 'Components/FileField',
  component: FileField,
  args: {
    label: 'Passport file',
    accept: 'image/jpeg,image/png,application/pdf',
    hint: 'The page with your photo and name. JPEG, PNG or PDF, at most 10 MB.',
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = { args: { error: 'The file is larger than 10 MB' } };

export const Disabled: Story = { args: { disabled: true } };
