/**
 * The drawing tools of the chart's toolbar, each a Highcharts Stock Tools navigation binding
 * (named by the class name Stock Tools' own GUI gives its button).
 */
export const DRAWING_TOOLS = [
  { id: 'trend-line', label: 'Trend line', binding: 'highcharts-segment', hint: 'Click the start, then the end.' },
  { id: 'ray', label: 'Ray', binding: 'highcharts-ray', hint: 'Click two points on the ray.' },
  { id: 'horizontal-line', label: 'Horizontal line', binding: 'highcharts-horizontal-line', hint: 'Click the price level.' },
  { id: 'vertical-line', label: 'Vertical line', binding: 'highcharts-vertical-line', hint: 'Click the time.' },
  {
    id: 'fibonacci',
    label: 'Fibonacci retracement',
    binding: 'highcharts-fibonacci',
    hint: 'Click the swing start, its end, then the height of the levels.',
  },
  {
    id: 'parallel-channel',
    label: 'Parallel channel',
    binding: 'highcharts-parallel-channel',
    hint: 'Click two points, then the channel width.',
  },
  { id: 'measure', label: 'Measure', binding: 'highcharts-measure-xy', hint: 'Click a corner, then the opposite one.' },
  { id: 'label', label: 'Text label', binding: 'highcharts-label-annotation', hint: 'Click where the label goes.' },
] as const;

/** One of {@link DRAWING_TOOLS}. */
export type DrawingTool = (typeof DRAWING_TOOLS)[number]['id'];
