import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from './data-table';
import { TableScroll } from './table-scroll';

const meta = {
  title: 'Components/TableScroll',
  component: TableScroll,
  args: {
    'aria-label': 'Quotes',
    children: (
      <DataTable caption="Quotes" hideCaption>
        <thead>
          <tr>
            <DataTable.HeaderCell>Instrument</DataTable.HeaderCell>
            <DataTable.HeaderCell>Bid</DataTable.HeaderCell>
          </tr>
        </thead>
        <tbody>
          <DataTable.Row>
            <td>EURUSD</td>
            <td>1.08412</td>
          </DataTable.Row>
        </tbody>
      </DataTable>
    ),
  },
} satisfies Meta<typeof TableScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bordered, with rounded corners: a table on its own. */
export const Framed: Story = {};

/** No frame: the table fills a pane that draws its own. */
export const Frameless: Story = { args: { framed: false } };
