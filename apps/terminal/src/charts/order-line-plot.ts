import type { AxisPlotLinesOptions } from 'highcharts';
import type { ChartPalette } from './chart-palette';
import { isDraggableLine, orderLineId, type ChartOrderLine } from './order-lines';

function colourOf(line: ChartOrderLine, palette: ChartPalette): string {
  switch (line.kind) {
    case 'open':
      return palette.orderOpen;
    case 'sl':
      return palette.orderStopLoss;
    case 'tp':
      return palette.orderTakeProfit;
    case 'pending':
    case 'limit':
      return palette.orderPending;
    default:
      return line.kind satisfies never;
  }
}

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * An order line as a price-axis plot line: the fill price solid, the levels dashed, drawn over
 * the candles, its label outlined in the chart's background so the text keeps its contrast
 * where it crosses a candle. The fill price is labelled at the left of the plot and the levels
 * (stop-loss, take-profit, pending price) at the right, so a stop set close to the fill price
 * does not write its label over the position's.
 */
export function orderPlotLine(line: ChartOrderLine, palette: ChartPalette, label: string = line.label): AxisPlotLinesOptions {
  const colour = colourOf(line, palette);
  return {
    id: orderLineId(line),
    value: Number(line.price),
    color: colour,
    width: 1,
    dashStyle: line.kind === 'open' ? 'Solid' : 'Dash',
    zIndex: 5,
    className: `t-order-line t-order-line--${line.kind}${isDraggableLine(line.kind) ? ' t-order-line--draggable' : ''}`,
    label: {
      text: escapeMarkup(label),
      align: line.kind === 'open' ? 'left' : 'right',
      x: line.kind === 'open' ? 4 : -4,
      y: -4,
      style: { color: colour, fontWeight: 'bold', textOutline: `3px ${palette.background}` },
    },
  };
}
