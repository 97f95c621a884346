import type { AxisPlotLinesOptions, FormatterCallbackFunction, PlotLineOrBand } from 'highcharts';
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

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Puts `text` in the <title> of an SVG element, which browsers show as its tooltip. */
function setSvgTitle(element: Element | undefined, text: string): void {
  if (!element || element.namespaceURI !== SVG_NS) return;
  let title = Array.from(element.children).find((child) => child.tagName.toLowerCase() === 'title');
  if (!title) {
    title = element.ownerDocument.createElementNS(SVG_NS, 'title');
    element.insertBefore(title, element.firstChild);
  }
  title.textContent = text;
}

/**
 * The label formatter of a line with a journal: answers the label's text and, once Highcharts
 * has written that text (which replaces the element's children), gives the label its tooltip.
 * Highcharts keeps a line's label element across updates, so the tooltip is set on the element
 * it has, not by choosing another kind of label.
 */
function journalTooltip(note: string, text: string): FormatterCallbackFunction<PlotLineOrBand> {
  return function (this: PlotLineOrBand) {
    // Typed as always there, but absent until the line is first drawn.
    const label = this.label as PlotLineOrBand['label'] | undefined;
    queueMicrotask(() => setSvgTitle(label?.element, note));
    return text;
  };
}

/**
 * An order line as a price-axis plot line: the fill price solid, the levels dashed, drawn over
 * the candles, its label outlined in the chart's background so the text keeps its contrast
 * where it crosses a candle. The fill price is labelled at the left of the plot and the levels
 * (stop-loss, take-profit, pending price) at the right, so a stop set close to the fill price
 * does not write its label over the position's. A line whose order has a journal ends its label
 * with "✎" and shows the tags and note as the label's tooltip.
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
    className: `t-order-line t-order-line--${line.kind}${isDraggableLine(line.kind) ? ' t-order-line--draggable' : ''}${line.note ? ' t-order-line--journal' : ''}`,
    label: {
      text: escapeMarkup(label),
      // A line with a journal: its tags and note as the label's tooltip (an SVG <title>).
      formatter: line.note ? journalTooltip(line.note, escapeMarkup(label)) : undefined,
      align: line.kind === 'open' ? 'left' : 'right',
      x: line.kind === 'open' ? 4 : -4,
      y: -4,
      style: { color: colour, fontWeight: 'bold', textOutline: `3px ${palette.background}` },
    },
  };
}
