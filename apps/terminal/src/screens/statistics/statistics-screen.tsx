import './statistics.css';
import { useMemo, useState } from 'react';
import { Card, EmptyState, FigureList, FigureListItem, Text } from '@beurs/ui';
import { Decimal, type StatisticsResponse, type TradeFigures } from '@beurs/domain';
import type { Options } from 'highcharts';
import { useQuery } from '@tanstack/react-query';
import { LoadView } from '../../async/load-view';
import { loadStateOf } from '../../async/load-state';
import { LazyBasicChart } from '../../charts/lazy-basic-chart';
import { currentChartPalette } from '../../charts/chart-palette';
import { useThemeClass } from '../../charts/use-theme-class';
import { DemoLabel } from '../../components/demo-label';
import { ScreenTitle } from '../../components/screen-title';
import { formatDecimal, formatSigned } from '../../format/format-decimal';
import { isSendable, PeriodPicker } from './period-picker';
import { StatementSection } from './statement-section';
import { presetPeriod, type DayPeriod, type PeriodChoice } from './statement-period';
import { statementQuery, statisticsQuery } from './statement-queries';

const money = (value: string | null, currency: string) => (value === null ? '—' : `${formatSigned(value)} ${currency}`);
const toneOf = (value: string | null) =>
  value === null ? undefined : Decimal.from(value).isNegative() ? 'negative' : Decimal.from(value).isPositive() ? 'positive' : undefined;

/** "2 h 5 min" from seconds; a dash when there is nothing to average. */
export function holdingTime(seconds: number | null): string {
  if (seconds === null) return '—';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min` : `${seconds} s`;
}

function Figures({ figures, currency }: { figures: TradeFigures; currency: string }) {
  return (
    <FigureList layout="rows">
      <FigureListItem term="Net P&L" tone={toneOf(figures.net_pnl)}>
        {money(figures.net_pnl, currency)}
      </FigureListItem>
      <FigureListItem term="Closed trades">
        {figures.trades} ({figures.wins} won, {figures.losses} lost)
      </FigureListItem>
      <FigureListItem term="Win rate">{figures.win_rate === null ? 'No trades' : `${formatDecimal(figures.win_rate, 2)} %`}</FigureListItem>
      <FigureListItem term="Profit factor">
        {figures.profit_factor === null
          ? figures.trades === 0
            ? 'No trades'
            : 'No losing trades'
          : formatDecimal(figures.profit_factor, 2)}
      </FigureListItem>
      <FigureListItem term="Expectancy per trade" tone={toneOf(figures.expectancy)}>
        {money(figures.expectancy, currency)}
      </FigureListItem>
      <FigureListItem term="Average win">{money(figures.average_win, currency)}</FigureListItem>
      <FigureListItem term="Average loss">{money(figures.average_loss, currency)}</FigureListItem>
      <FigureListItem term="Largest win">{money(figures.largest_win, currency)}</FigureListItem>
      <FigureListItem term="Largest loss">{money(figures.largest_loss, currency)}</FigureListItem>
      <FigureListItem term="Average holding time">{holdingTime(figures.average_holding_seconds)}</FigureListItem>
    </FigureList>
  );
}

/** The equity curve on a real time axis: Highcharts picks the labels from the span shown. */
export function equityChartOptions(statistics: StatisticsResponse, line: string): Options {
  return {
    chart: { type: 'line', height: 300 },
    title: { text: undefined },
    accessibility: { description: 'Account balance over time: the opening balance, then the balance after each ledger entry.' },
    xAxis: { type: 'datetime', ordinal: false },
    yAxis: { title: { text: statistics.currency } },
    legend: { enabled: false },
    tooltip: { xDateFormat: '%e %b %Y %H:%M', valueDecimals: 2 },
    series: [
      {
        type: 'line',
        name: `Balance (${statistics.currency})`,
        color: line,
        step: 'left',
        data: statistics.equity_curve.map((point) => [Date.parse(point.at), Decimal.from(point.balance).toNumber()]),
      },
    ],
  };
}

/** P&L columns per instrument: gains in the theme's positive colour, losses in its negative one. */
export function pnlChartOptions(statistics: StatisticsResponse, colours: { up: string; down: string }): Options {
  const rows = statistics.by_instrument;
  return {
    chart: { type: 'column', height: 300 },
    title: { text: undefined },
    accessibility: { description: 'Net profit and loss by instrument' },
    xAxis: { categories: rows.map((row) => row.instrument_id) },
    yAxis: { title: { text: `P&L (${statistics.currency})` } },
    legend: { enabled: false },
    series: [
      {
        type: 'column',
        name: `P&L (${statistics.currency})`,
        threshold: 0,
        color: colours.up,
        negativeColor: colours.down,
        data: rows.map((row) => Decimal.from(row.net_pnl).toNumber()),
      },
    ],
  };
}

/**
 * Statistics and the account statement of one period, both computed on the server from the
 * ledger and the closed orders: the figures traders use, the equity curve, P&L per instrument
 * and side, and the statement with its CSV and PDF.
 */
export default function StatisticsScreen() {
  const [choice, setChoice] = useState<PeriodChoice>('this_month');
  const [custom, setCustom] = useState<DayPeriod>(() => presetPeriod('this_month', new Date()));
  const period = useMemo(() => (choice === 'custom' ? custom : presetPeriod(choice, new Date())), [choice, custom]);
  const sendable = isSendable(period);
  const statisticsLoad = useQuery({ ...statisticsQuery(period), enabled: sendable });
  const statementLoad = useQuery({ ...statementQuery(period), enabled: sendable });
  const themeClass = useThemeClass();
  // Read again when the theme changes: SVG attributes take colours, not CSS variables.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const palette = useMemo(() => currentChartPalette(), [themeClass]);
  const statistics = statisticsLoad.data;
  const currency = statistics?.currency ?? 'EUR';

  return (
    <div className="t-screen">
      <ScreenTitle title="Statistics" actions={<DemoLabel />}>
        Statistics
      </ScreenTitle>
      <PeriodPicker
        choice={choice}
        custom={custom}
        onChoice={(next) => {
          if (next === 'custom' && choice !== 'custom') setCustom(period);
          setChoice(next);
        }}
        onCustom={setCustom}
      />
      {!sendable ? (
        <Text as="p" variant="muted">
          Choose both dates of the period.
        </Text>
      ) : (
        <LoadView state={loadStateOf(statisticsLoad)} what="the statistics" isEmpty={false} empty={null}>
          {statistics ? (
            <div className="t-grid t-grid--two">
              <Card title="Trading figures">
                <Figures figures={statistics.overall} currency={currency} />
              </Card>
              <Card title="Risk">
                <FigureList layout="rows">
                  <FigureListItem term="Maximum drawdown" tone={toneOf(Decimal.from(statistics.max_drawdown).neg().toString())}>
                    {formatDecimal(statistics.max_drawdown, 2)} {currency}
                    {statistics.max_drawdown_percent === null ? '' : ` (${formatDecimal(statistics.max_drawdown_percent, 2)} %)`}
                  </FigureListItem>
                  <FigureListItem term="Financing" tone={toneOf(statistics.financing)}>
                    {money(statistics.financing, currency)}
                  </FigureListItem>
                  {statistics.by_side.map((side) => (
                    <FigureListItem key={side.side} term={side.side === 'buy' ? 'Buy trades' : 'Sell trades'} tone={toneOf(side.net_pnl)}>
                      {side.trades} {side.trades === 1 ? 'trade' : 'trades'}, {money(side.net_pnl, currency)}, win rate{' '}
                      {side.win_rate === null ? '—' : `${formatDecimal(side.win_rate, 2)} %`}
                    </FigureListItem>
                  ))}
                </FigureList>
              </Card>
              <Card title="Equity over time" className="t-span-2">
                <LazyBasicChart testId="equity-chart" options={equityChartOptions(statistics, palette.orderOpen)} />
              </Card>
              <Card title="P&L by instrument" className="t-span-2">
                {statistics.by_instrument.length === 0 ? (
                  <EmptyState title="No closed positions in this period" headingLevel={3} />
                ) : (
                  <LazyBasicChart testId="pnl-instrument-chart" options={pnlChartOptions(statistics, palette)} />
                )}
              </Card>
            </div>
          ) : null}
        </LoadView>
      )}
      {sendable ? (
        <LoadView state={loadStateOf(statementLoad)} what="the statement" isEmpty={false} empty={null}>
          {statementLoad.data ? <StatementSection statement={statementLoad.data} /> : null}
        </LoadView>
      ) : null}
    </div>
  );
}
