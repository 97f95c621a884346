import { FigureList, FigureListItem, Skeleton, type FigureTone } from '@beurs/ui';
import { MARGIN_CLOSE_OUT_LEVEL_PERCENT } from '@beurs/domain';
import { formatDecimal, formatMoney } from '../format/format-decimal';
import { marginLevelTone, type MarginLevelTone } from '../session/account-figures';
import { useAccountFigures } from '../session/use-account-figures';
import './account-bar.css';

const LEVEL_TONE: Record<MarginLevelTone, FigureTone | undefined> = { normal: undefined, warning: 'warning', negative: 'negative' };
// Said after the level, so its colour is never the only sign that the close-out comes near.
const LEVEL_NOTE: Record<MarginLevelTone, string> = { normal: '', warning: ' (below 200%)', negative: ' (below 100%: close-out near)' };

/**
 * Balance, equity, margin, free margin and margin level, live from the positions. `header`
 * is the account bar of wide screens (1024 px and up): every figure a trader watches in one row,
 * each term over its value, with the used margin, the margin level coloured by how near the 50%
 * close-out is, and how far equity can fall before it. `phone` is the phone's header: equity
 * and the margin level (coloured and said in words the same way), each term over its value.
 * `compact` keeps equity and free margin.
 */
export function AccountFiguresList({
  compact = false,
  header = false,
  phone = false,
  className,
}: {
  compact?: boolean;
  header?: boolean;
  phone?: boolean;
  className?: string;
}) {
  const figures = useAccountFigures();
  if (!figures) return <Skeleton label="Loading account figures" width={160} />;
  const { currency } = figures;
  const level = figures.marginLevel === null ? '—' : `${formatDecimal(figures.marginLevel, 2)} %`;
  if (phone) {
    const tone = marginLevelTone(figures.marginLevel);
    return (
      <FigureList className={`t-account-bar__figures ${className ?? ''}`.trim()}>
        <FigureListItem term="Equity">
          {formatDecimal(figures.equity, 2)}
          {/* The narrowest phones give the digits the room; the currency stays for screen readers. */}
          <span className="t-figure-unit"> {currency}</span>
        </FigureListItem>
        <FigureListItem term="Margin level" tone={LEVEL_TONE[tone]} data-testid="margin-level" data-tone={tone}>
          {level}
          {LEVEL_NOTE[tone] ? <span className="bx-visually-hidden">{LEVEL_NOTE[tone]}</span> : null}
        </FigureListItem>
      </FigureList>
    );
  }
  if (header) {
    const tone = marginLevelTone(figures.marginLevel);
    const distance = figures.closeOutDistance === null ? null : formatMoney(figures.closeOutDistance, currency);
    return (
      <FigureList className={`t-account-bar__figures ${className ?? ''}`.trim()}>
        <FigureListItem term="Balance">{formatMoney(figures.balance, currency)}</FigureListItem>
        <FigureListItem term="Equity">{formatMoney(figures.equity, currency)}</FigureListItem>
        <FigureListItem term="Used margin">{formatMoney(figures.margin, currency)}</FigureListItem>
        <FigureListItem term="Free margin" tone={figures.freeMargin.isNegative() ? 'negative' : undefined}>
          {formatMoney(figures.freeMargin, currency)}
        </FigureListItem>
        <FigureListItem term="Margin level" tone={LEVEL_TONE[tone]} data-testid="margin-level" data-tone={tone}>
          {level}
          {LEVEL_NOTE[tone] ? <span className="bx-visually-hidden">{LEVEL_NOTE[tone]}</span> : null}
        </FigureListItem>
        <FigureListItem
          term="To close-out"
          tone={LEVEL_TONE[tone]}
          data-testid="close-out-distance"
          title={
            distance === null
              ? 'No open position: nothing to close out'
              : `Close-out at ${MARGIN_CLOSE_OUT_LEVEL_PERCENT}% margin level: equity can fall ${distance}`
          }
        >
          {distance ?? '—'}
        </FigureListItem>
      </FigureList>
    );
  }
  const rows: Array<[string, string]> = compact
    ? [
        ['Equity', formatMoney(figures.equity, currency)],
        ['Free margin', formatMoney(figures.freeMargin, currency)],
      ]
    : [
        ['Balance', formatMoney(figures.balance, currency)],
        ['Equity', formatMoney(figures.equity, currency)],
        ['Margin', formatMoney(figures.margin, currency)],
        ['Free margin', formatMoney(figures.freeMargin, currency)],
        ['Margin level', level],
      ];
  // In the phone's header each figure keeps to one line; elsewhere they stack in columns.
  return (
    <FigureList density={compact ? 'compact' : 'regular'} className={className ?? 't-figures'}>
      {rows.map(([label, value]) => (
        <FigureListItem key={label} term={label}>
          {value}
        </FigureListItem>
      ))}
    </FigureList>
  );
}
