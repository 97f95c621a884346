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
 * does not write its label over the position's. A line whose order has a journal shows its tags
 * and note as the label's tooltip.
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
    label: line.note
      ? {
          // An SVG label cannot carry a tooltip, so a line with a journal is labelled in HTML, whose
          // title shows the tags and note on hover; a text shadow stands in for the outline.
          useHTML: true,
          text: `<span class="t-order-line__journal" title="${escapeMarkup(line.note)}">${escapeMarkup(label)}</span>`,
          align: line.kind === 'open' ? 'left' : 'right',
          x: line.kind === 'open' ? 4 : -4,
          y: -4,
          style: { color: colour, fontWeight: 'bold', textShadow: `0 0 3px ${palette.background}, 0 0 2px ${palette.background}` },
        }
      : {
          text: escapeMarkup(label),
          align: line.kind === 'open' ? 'left' : 'right',
          x: line.kind === 'open' ? 4 : -4,
          y: -4,
          style: { color: colour, fontWeight: 'bold', textOutline: `3px ${palette.background}` },
        },
  };
}
