import { useState, type MouseEvent } from 'react';
import { Button, Dropdown, Text, Toolbar } from '@beurs/ui';
import { CHART_INDICATORS, indicatorLabel, type ChartIndicator } from './chart-indicators';
import { DRAWING_TOOLS, type DrawingTool } from './drawing-tools';
import { IndicatorDialog } from './indicators/indicator-dialog';
import { useIndicatorStyles } from './indicators/use-indicator-styles';
import { LineIcon } from '../layout/line-icon';
import './chart-toolbar.css';

/** Props of {@link ChartToolbar}. */
export interface ChartToolbarProps {
  indicators: readonly ChartIndicator[];
  onToggleIndicator(id: ChartIndicator): void;
  activeTool: DrawingTool | null;
  onPickTool(tool: DrawingTool, button: HTMLButtonElement, event: globalThis.MouseEvent): void;
  hasDrawings: boolean;
  onRemoveDrawings(): void;
  onFullScreen(): void;
}

/**
 * The chart's indicator and drawing toolbars: toggle buttons (aria-pressed) rather than Stock
 * Tools' own GUI, so they are reachable by keyboard, named for screen readers and in the theme.
 * The indicators are named with the trader's periods; "Edit indicators…" opens the dialog that
 * changes them and their colours.
 */
export function ChartToolbar({
  indicators,
  onToggleIndicator,
  activeTool,
  onPickTool,
  hasDrawings,
  onRemoveDrawings,
  onFullScreen,
}: ChartToolbarProps) {
  const hint = DRAWING_TOOLS.find((tool) => tool.id === activeTool)?.hint;
  const tool = DRAWING_TOOLS.find((candidate) => candidate.id === activeTool)?.label;
  const styles = useIndicatorStyles();
  const [editing, setEditing] = useState(false);
  // One row of menus (native disclosures): the choices open over the chart instead of pushing
  // it down, so a workspace pane keeps its height for the candles.
  return (
    <div className="t-chart-menus">
      <Dropdown label={`Indicators${indicators.length > 0 ? ` (${indicators.length})` : ''}`} anchor="container">
        <Toolbar label="Indicators">
          {CHART_INDICATORS.map((indicator) => {
            const on = indicators.includes(indicator.id);
            return (
              <Button
                key={indicator.id}
                size="small"
                variant={on ? 'primary' : 'ghost'}
                aria-pressed={on}
                onClick={() => onToggleIndicator(indicator.id)}
              >
                {indicatorLabel(indicator.id, styles)}
              </Button>
            );
          })}
          <Button
            size="small"
            variant="ghost"
            onClick={(event: MouseEvent<HTMLButtonElement>) => {
              event.currentTarget.closest('details')?.removeAttribute('open');
              setEditing(true);
            }}
          >
            Edit indicators…
          </Button>
        </Toolbar>
      </Dropdown>
      <IndicatorDialog open={editing} onClose={() => setEditing(false)} indicators={indicators} onToggleIndicator={onToggleIndicator} />
      <Dropdown label={tool ? `Draw: ${tool}` : 'Draw'} anchor="container">
        <Toolbar label="Drawing tools">
          {DRAWING_TOOLS.map((option) => {
            const on = activeTool === option.id;
            return (
              <Button
                key={option.id}
                size="small"
                variant={on ? 'primary' : 'ghost'}
                aria-pressed={on}
                onClick={(event: MouseEvent<HTMLButtonElement>) => {
                  onPickTool(option.id, event.currentTarget, event.nativeEvent);
                  // The menu gets out of the way of the drawing.
                  event.currentTarget.closest('details')?.removeAttribute('open');
                }}
              >
                {option.label}
              </Button>
            );
          })}
          <Button size="small" variant="ghost" disabled={!hasDrawings} onClick={onRemoveDrawings}>
            Remove drawings
          </Button>
        </Toolbar>
      </Dropdown>
      {/* An icon, named for screen readers and in its tooltip: the chart's row of tools is narrow. */}
      <Button size="small" variant="ghost" onClick={onFullScreen} aria-label="Full screen" title="Full screen">
        <LineIcon path="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" size={18} />
      </Button>
      {hint ? (
        <Text variant="muted" role="status">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}
