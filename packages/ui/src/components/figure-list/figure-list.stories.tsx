import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureList } from './figure-list';
import { FigureListItem } from './figure-list-item';

const ACCOUNT = (
  <>
    <FigureListItem term="Balance">10,000.00 EUR</FigureListItem>
    <FigureListItem term="Equity">10,250.00 EUR</FigureListItem>
    <FigureListItem term="Free margin">9,789.17 EUR</FigureListItem>
    <FigureListItem term="Margin level">2,223.90 %</FigureListItem>
  </>
);

const meta = {
  title: 'Components/FigureList',
  component: FigureList,
  args: { children: ACCOUNT },
} satisfies Meta<typeof FigureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const Compact: Story = { args: { density: 'compact' } };

/** Secondary details under a card's lead figure: small type, values in the normal weight. */
export const Small: Story = { args: { size: 'small' } };

export const Rows: Story = {
  args: {
    layout: 'rows',
    children: (
      <>
        <FigureListItem term="Company">Beurs Demo B.V.</FigureListItem>
        <FigureListItem term="Address">Damrak 1, 1012 LG Amsterdam, Netherlands</FigureListItem>
        <FigureListItem term="Leverage cap">1:30 (ESMA retail cap)</FigureListItem>
      </>
    ),
  },
};

export const FramedWithShortFigure: Story = {
  args: {
    framed: true,
    children: (
      <>
        <FigureListItem term="Required margin">≈ 46,082.95 EUR</FigureListItem>
        <FigureListItem term="Free margin" tone="negative">
          10,000.00 EUR
        </FigureListItem>
        <FigureListItem term="Pip value (0.0001)">10.00 EUR</FigureListItem>
      </>
    ),
  },
};

export const Tones: Story = {
  args: {
    children: (
      <>
        <FigureListItem term="Profit" tone="positive">
          +120.00 EUR
        </FigureListItem>
        <FigureListItem term="Loss" tone="negative">
          −80.00 EUR
        </FigureListItem>
        <FigureListItem term="Margin level" tone="warning">
          60.00 %
        </FigureListItem>
      </>
    ),
  },
};
