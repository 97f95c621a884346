import type { MouseEvent } from 'react';
import { Button } from '@beurs/ui';
import { CHART_INDICATORS, type ChartIndicator } from './chart-indicators';
import { DRAWING_TOOLS, type DrawingTool } from './drawing-tools';
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
 */
export function ChartToolbar({ indicators, onToggleIndicator, activeTool, onPickTool, hasDrawings, onRemoveDrawings, onFullScreen }: ChartToolbarProps) {
  const hint = DRAWING_TOOLS.find((tool) => tool.id === activeTool)?.hint;
  const tool = DRAWING_TOOLS.find((candidate) => candidate.id === activeTool)?.label;
  // One row of menus (native disclosures): the choices open over the chart instead of pushing
  // it down, so a workspace pane keeps its height for the candles.
  return (
    <div className="t-chart-menus">
      <details className="t-chart-menu">
        <summary>Indicators{indicators.length > 0 ? ` (${indicators.length})` : ''}</summary>
        <div className="t-chart-toolbar t-chart-menu__panel" role="toolbar" aria-label="Indicators">
          {CHART_INDICATORS.map((indicator) => {
            const on = indicators.includes(indicator.id);
            return (
              <Button key={indicator.id} size="small" variant={on ? 'primary' : 'ghost'} aria-pressed={on} onClick={() => onToggleIndicator(indicator.id)}>
                {indicator.label}
              </Button>
            );
          })}
        </div>
      </details>
      <details className="t-chart-menu">
        <summary>{tool ? `Draw: ${tool}` : 'Draw'}</summary>
        <div className="t-chart-toolbar t-chart-menu__panel" role="toolbar" aria-label="Drawing tools">
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
        </div>
      </details>
      <Button size="small" variant="ghost" onClick={onFullScreen}>
        Full screen
      </Button>
      {hint ? (
        <span className="t-chart-toolbar__hint" role="status">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
