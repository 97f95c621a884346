import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteShell } from './site-shell';

const meta = {
  title: 'Components/SiteShell',
  component: SiteShell,
  args: {
    style: { minHeight: 0 },
    children: (
      <main id="main" tabIndex={-1}>
        <h1>Margin and leverage</h1>
        <h2>Margin: the deposit a position needs</h2>
        <p>
          The margin is <code>value ÷ leverage</code>. Read <a href="#caps">the leverage caps</a> next.
        </p>
        <table>
          <caption>Leverage caps</caption>
          <tbody>
            <tr>
              <th scope="row">Major forex pairs</th>
              <td>30:1</td>
            </tr>
          </tbody>
        </table>
      </main>
    ),
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RunningText: Story = {};
