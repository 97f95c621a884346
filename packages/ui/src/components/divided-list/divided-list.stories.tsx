import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { DividedList } from './divided-list';

const meta = {
  title: 'Components/DividedList',
  component: DividedList,
  args: {
    'aria-label': 'Your watchlists',
    children: ['Favourites', 'Chip makers', 'Energy'].map((name) => (
      <li key={name} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong>{name}</strong>
        <Button size="small" variant="ghost" aria-label={`Rename ${name}`}>
          Rename
        </Button>
      </li>
    )),
  },
} satisfies Meta<typeof DividedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneItem: Story = {
  args: { children: <li>Favourites</li> },
};
