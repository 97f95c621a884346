import { Button, Toolbar } from '@beurs/ui';
import { CHART_LAYOUTS, useChartLayout, type ChartLayout } from './chart-layout-store';

/** A small drawing of each layout, so the buttons read at a glance. */
const SHAPES: Record<ChartLayout, string> = {
  '1': 'M3 4h18v16H3z',
  '2-columns': 'M3 4h18v16H3zM12 4v16',
  '2-rows': 'M3 4h18v16H3zM3 12h18',
  '4': 'M3 4h18v16H3zM12 4v16M3 12h18',
};

/** The chart toolbar's choice of one, two (side by side or stacked) or four charts, remembered. */
export function ChartLayoutPicker() {
  const layout = useChartLayout((state) => state.layout);
  const setLayout = useChartLayout((state) => state.setLayout);
  return (
    <Toolbar label="Chart layout">
      {CHART_LAYOUTS.map((option) => (
        <Button
          key={option.id}
          size="small"
          variant={option.id === layout ? 'primary' : 'ghost'}
          aria-pressed={option.id === layout}
          aria-label={option.label}
          title={option.label}
          onClick={() => setLayout(option.id)}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <path d={SHAPES[option.id]} />
          </svg>
        </Button>
      ))}
    </Toolbar>
  );
}
