import { forwardRef, type HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<ChartFrame>`: those of a `<div>`; `className` is for the app's layout. */
export type ChartFrameProps = HTMLAttributes<HTMLDivElement>;

/**
 * The box a Highcharts chart is drawn in, in the theme: its background and text, and the
 * `--highcharts-*` custom properties that Highcharts' own stylesheet (the annotation popup, the
 * Stock Tools GUI) reads, mapped to the theme's tokens. The series colours are chart options
 * (SVG attributes take no `var()`), so the app reads those from the `--bx-color-*` tokens.
 *
 * While something on the chart is dragged vertically (an order line), the pointer handler sets
 * `data-dragging="vertical"` on the element it listens on inside the frame: the whole of it then
 * shows the up-down cursor, over Highcharts' own cursors, so the drag does not look like a pan.
 *
 * @example
 * <ChartFrame ref={rootRef} className="t-candle-chart">
 *   <HighchartsReact highcharts={Highcharts} options={options} />
 * </ChartFrame>
 */
export const ChartFrame = forwardRef<HTMLDivElement, ChartFrameProps>(function ChartFrame({ className, ...rest }, ref) {
  return <div ref={ref} className={classNames('bx-chart-frame', className)} {...rest} />;
});
