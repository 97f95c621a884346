import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose } from './prose';

const meta = {
  title: 'Components/Prose',
  component: Prose,
  args: {
    children: (
      <>
        <h2>Margin: the deposit a position needs</h2>
        <p>To open a CFD position you set aside part of its value from your balance: the margin.</p>
        <h3>Leverage</h3>
        <ul>
          <li>30:1 on major currency pairs</li>
          <li>2:1 on crypto</li>
        </ul>
      </>
    ),
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        Next: <a href="#long-and-short">Going long and short</a>
      </>
    ),
  },
};

export const Large: Story = {
  args: {
    size: 'large',
    children: (
      <ul>
        <li>
          <a href="#markets">Markets</a>
        </li>
        <li>
          <a href="#learn">Learn</a>
        </li>
      </ul>
    ),
  },
};
