import { formatDecimal, formatMoney } from '../format/format-decimal';
import { useAccountFigures } from '../session/use-account-figures';
import { FigureList, FigureListItem, Skeleton } from '@beurs/ui';

/**
 * Balance, equity, margin, free margin and margin level, live from the positions. `header`
 * keeps balance, equity, free margin and margin level (the header of wide screens, the one place
 * they show beside the workspace); `compact` keeps equity and free margin (phones).
 */
export function AccountFiguresList({ compact = false, header = false, className }: { compact?: boolean; header?: boolean; className?: string }) {
  const figures = useAccountFigures();
  if (!figures) return <Skeleton label="Loading account figures" width={160} />;
  const { currency } = figures;
  const level = figures.marginLevel === null ? '—' : `${formatDecimal(figures.marginLevel, 2)} %`;
  const rows: Array<[string, string]> = header
    ? [
        ['Balance', formatMoney(figures.balance, currency)],
        ['Equity', formatMoney(figures.equity, currency)],
        ['Free margin', formatMoney(figures.freeMargin, currency)],
        ['Margin level', level],
      ]
    : compact
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
  // In the header (wide or phone) each figure keeps to one line; elsewhere they stack in columns.
  return (
    <FigureList density={header || compact ? 'compact' : 'regular'} className={className ?? 't-figures'}>
      {rows.map(([label, value]) => (
        <FigureListItem key={label} term={label}>
          {value}
        </FigureListItem>
      ))}
    </FigureList>
  );
}
