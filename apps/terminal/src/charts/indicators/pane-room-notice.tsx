import { Button, Text } from '@beurs/ui';
import { indicatorLabel, type ChartIndicator, type IndicatorStyles } from '../chart-indicators';
import { MIN_OSCILLATOR_PX } from './pane-layout';

/** Props of {@link PaneRoomNotice}. */
export interface PaneRoomNoticeProps {
  /** The oscillators shown, which do not fit the chart's height together. */
  oscillators: readonly ChartIndicator[];
  styles: IndicatorStyles;
  onHide(id: ChartIndicator): void;
}

/** "A, B and C" */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * Says that the oscillators need a taller chart than the box it is in, and offers to hide one:
 * meanwhile the chart is drawn taller and its box scrolls, so no pane is squeezed.
 */
export function PaneRoomNotice({ oscillators, styles, onHide }: PaneRoomNoticeProps) {
  const labels = oscillators.map((id) => indicatorLabel(id, styles));
  return (
    <div className="t-pane-room" role="status">
      <Text variant="muted">
        {listOf(labels)} need a taller chart: each gets at least {MIN_OSCILLATOR_PX} px below the price. Scroll the chart to see them, or
        hide one.
      </Text>
      <div className="t-pane-room__actions">
        {oscillators.map((id, index) => (
          <Button key={id} size="small" variant="secondary" onClick={() => onHide(id)}>
            Hide {labels[index]}
          </Button>
        ))}
      </div>
    </div>
  );
}
