import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordStrength } from './password-strength';

const meta = {
  title: 'Components/PasswordStrength',
  component: PasswordStrength,
  args: {
    state: {
      status: 'ready',
      estimate: {
        score: 2,
        warning: null,
        suggestions: ['Add more words that are less common.', 'Capitalize more than the first letter.'],
      },
    },
  },
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Summer2026!": refused, with the estimator's advice. */
export const TooEasyToGuess: Story = {};

/** "Beurs2026": the site's own name gives it away. */
export const SiteWord: Story = {
  args: {
    state: {
      status: 'ready',
      estimate: {
        score: 1,
        warning: 'There should not be any personal or page related data.',
        suggestions: ['Add more words that are less common.'],
      },
    },
  },
};

/** A passphrase of unrelated words. */
export const Strong: Story = {
  args: { state: { status: 'ready', estimate: { score: 4, warning: null, suggestions: [] } } },
};

/** The estimator's dictionaries are still loading. */
export const Checking: Story = {
  args: { state: { status: 'checking' } },
};
