import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFooter } from './page-footer';

const meta = {
  title: 'Components/PageFooter',
  component: PageFooter,
  args: {
    style: { padding: 24 },
    children: (
      <>
        <nav aria-label="Site map">
          <h2 style={{ fontSize: '1rem' }}>Help</h2>
          <ul>
            <li>
              <a href="#faq">FAQ</a>
            </li>
          </ul>
        </nav>
        <p>Beurs is open-source trading software (MIT licence).</p>
      </>
    ),
  },
} satisfies Meta<typeof PageFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSiteMap: Story = {};
