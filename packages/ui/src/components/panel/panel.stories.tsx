import type { Meta, StoryObj } from '@storybook/react-vite';
import { Panel } from './panel';

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: { children: <p style={{ margin: 0, padding: 'var(--bx-space-2)' }}>Pick an instrument from the list.</p> },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain pane. */
export const Default: Story = {};

/** A pane that is a region of its own, named for screen readers. */
export const Section: Story = { args: { as: 'section', 'aria-label': 'Chart' } };
