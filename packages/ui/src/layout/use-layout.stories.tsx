import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../components/card/card';
import { useLayout } from './use-layout';

function LayoutReport() {
  const { band, isMobile, margins } = useLayout();
  return (
    <Card title="useLayout()">
      <dl style={{ margin: 0 }}>
        <dt>Width band</dt>
        <dd>{band} px</dd>
        <dt>Mobile (bottom bar)</dt>
        <dd>{isMobile ? 'yes' : 'no'}</dd>
        <dt>Layout margins</dt>
        <dd>
          left {margins.left} px, right {margins.right} px
        </dd>
      </dl>
      <p>Resize the browser window (or use the viewport toolbar): the hooks read the window width.</p>
    </Card>
  );
}

const meta = {
  title: 'Layout/useLayout',
  component: LayoutReport,
} satisfies Meta<typeof LayoutReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WindowWidth: Story = {};
