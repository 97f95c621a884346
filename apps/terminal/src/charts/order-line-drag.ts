import { Decimal } from '@beurs/domain';
import type { ChartPalette } from './chart-palette';
import { orderPlotLine } from './order-line-plot';
import { isDraggableLine, orderLineId, relabel, type ChartOrderLine, type DragLevelHandler } from './order-lines';
import { priceAxisOf, type StockToolsChart } from './stock-tools-chart';

/** How close (px) to a line a press has to be to grab it: a 1px line is hard to hit. */
const GRAB_PX = 6;

/** What the drag needs to know now; read on every event, so the lines can change meanwhile. */
export interface OrderLineDragSource {
  lines(): readonly ChartOrderLine[];
  palette(): ChartPalette;
  digits(): number;
  onDragLevel(): DragLevelHandler | undefined;
  /**
   * What the line at a price would mean ("−12.40 EUR · −30.0 pips"), shown beside its label while
   * it is dragged; null or absent shows the label alone.
   */
  describe?(line: ChartOrderLine, price: string): string | null;
}

/**
 * Lets the user drag the stop loss, take profit and pending price lines vertically: a press
 * within a few pixels of such a line grabs it (the chart does not pan), the line and its label
 * follow the pointer, saying what the level would mean (P&L in money and pips or points), and on
 * release `onDragLevel(orderId, kind, newPrice)` gets the new level at the instrument's digits.
 * Escape while dragging puts the line back and sends nothing. The line then goes back to the
 * order's level: it moves for good when the order comes back modified (a refusal leaves it
 * there). Returns the function that detaches it.
 */
export function attachOrderLineDrag(chart: StockToolsChart, source: OrderLineDragSource): () => void {
  const root = chart.renderTo;
  let dragging: { line: ChartOrderLine; price: string } | null = null;

  const chartY = (event: PointerEvent) => chart.pointer?.normalize(event).chartY ?? event.clientY;
  const priceAt = (y: number): string | null => {
    const axis = priceAxisOf(chart);
    const value = axis?.toValue(y);
    if (value === undefined || !Number.isFinite(value) || value <= 0) return null;
    return Decimal.from(value.toFixed(source.digits())).toFixed(source.digits());
  };
  const draw = (line: ChartOrderLine, price: string, label: string) => {
    const axis = priceAxisOf(chart);
    if (!axis) return;
    axis.removePlotLine(orderLineId(line));
    axis.addPlotLine(orderPlotLine({ ...line, price }, source.palette(), label));
  };

  const onPointerDown = (event: PointerEvent) => {
    const handler = source.onDragLevel();
    const axis = priceAxisOf(chart);
    if (!handler || !axis || event.button !== 0) return;
    const { chartX, chartY: y } = chart.pointer?.normalize(event) ?? { chartX: event.clientX, chartY: event.clientY };
    if (chartX < chart.plotLeft || chartX > chart.plotLeft + chart.plotWidth) return;
    let nearest: { line: ChartOrderLine; distance: number } | null = null;
    for (const line of source.lines()) {
      if (!isDraggableLine(line.kind)) continue;
      const distance = Math.abs(axis.toPixels(Number(line.price), false) - y);
      if (distance <= GRAB_PX && (!nearest || distance < nearest.distance)) nearest = { line, distance };
    }
    if (!nearest) return;
    // Captured before Highcharts' own handlers, so the press grabs the line instead of panning.
    event.stopPropagation();
    event.preventDefault();
    dragging = { line: nearest.line, price: nearest.line.price };
    // ChartFrame shows the up-down cursor over the whole chart meanwhile, not Highcharts' pan cursor.
    root.dataset.dragging = 'vertical';
    document.addEventListener('pointermove', onPointerMove);
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('pointercancel', onPointerCancel);
    document.addEventListener('keydown', onKeyDown);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!dragging) return;
    const price = priceAt(chartY(event));
    if (price === null) return;
    dragging.price = price;
    const outcome = source.describe?.(dragging.line, price) ?? null;
    const label = relabel(dragging.line, price);
    draw(dragging.line, price, outcome ? `${label} · ${outcome}` : label);
  };
  const finish = (commit: boolean) => {
    document.removeEventListener('pointermove', onPointerMove);
    document.removeEventListener('pointerup', onPointerUp);
    document.removeEventListener('pointercancel', onPointerCancel);
    document.removeEventListener('keydown', onKeyDown);
    delete root.dataset.dragging;
    const done = dragging;
    dragging = null;
    if (!done) return;
    draw(done.line, done.line.price, done.line.label);
    if (commit && done.price !== done.line.price) source.onDragLevel()?.(done.line.orderId, done.line.kind, done.price);
  };
  const onPointerUp = (event: PointerEvent) => {
    onPointerMove(event);
    finish(true);
  };
  const onPointerCancel = () => finish(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    finish(false);
  };

  root.addEventListener('pointerdown', onPointerDown, { capture: true });
  return () => {
    root.removeEventListener('pointerdown', onPointerDown, { capture: true });
    finish(false);
  };
}
