import { useMemo } from 'react';
import { Card, EmptyState, Text } from '@beurs/ui';
import { sumMoney, type Order, type SymbolType, type Transaction } from '@beurs/domain';
import type { Options } from 'highcharts';
import { LoadView } from '../../async/load-view';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf, type LoadState } from '../../async/load-state';
import { LazyBasicChart } from '../../charts/lazy-basic-chart';
import { DemoLabel } from '../../components/demo-label';
import { ScreenTitle } from '../../components/screen-title';
import { formatDecimal, formatSigned } from '../../format/format-decimal';
import { useSymbols } from '../../market/use-symbols';
import { orderHistoryQuery, transactionsQuery } from '../../query/server-queries';
import { useAccountFigures } from '../../session/use-account-figures';
import { equityCurve, pnlBy, typeOf, winRate } from './statistics-math';

/** The three loads as one: ready when all are, failed when one failed; a retry retries each. */
function combined(states: readonly LoadState[]): LoadState {
  const status = states.some((state) => state.status === 'failed') ? 'failed' : states.every((state) => state.status === 'ready') ? 'ready' : 'loading';
  return { status, retry: () => states.forEach((state) => state.status === 'failed' && state.retry()) };
}

const NO_TRANSACTIONS: readonly Transaction[] = [];
const NO_ORDERS: readonly Order[] = [];

/** Statistics: equity over time, P&L by instrument and by type, win rate. */
export default function StatisticsScreen() {
  const transactionsLoad = useQuery(transactionsQuery());
  const historyLoad = useQuery(orderHistoryQuery());
  const { symbols, state: symbolsState } = useSymbols();
  const transactions = transactionsLoad.data ?? NO_TRANSACTIONS;
  const history = historyLoad.data ?? NO_ORDERS;
  const figures = useAccountFigures();
  const state = combined([loadStateOf(transactionsLoad), loadStateOf(historyLoad), symbolsState]);
  const currency = figures?.currency ?? 'EUR';

  const curve = useMemo(() => equityCurve(transactions, figures?.equity ?? null, Date.now()), [transactions, figures?.equity]);
  const types = useMemo(() => new Map<string, SymbolType>(symbols.map((symbol) => [symbol.instrument_id, symbol.type])), [symbols]);
  const byInstrument = useMemo(() => pnlBy(history, (order) => order.instrument_id).slice(0, 15), [history]);
  const byType = useMemo(() => pnlBy(history, (order) => typeOf(types, order)), [history, types]);
  const wins = useMemo(() => winRate(history), [history]);
  const realised = useMemo(() => sumMoney(history.filter((order) => order.status === 'closed').map((order) => order.pnl)), [history]);

  const column = (title: string, rows: Array<{ key: string; pnl: { toNumber(): number } }>): Options => ({
    chart: { type: 'column', height: 300 },
    title: { text: undefined },
    accessibility: { description: title },
    xAxis: { categories: rows.map((row) => row.key) },
    yAxis: { title: { text: `P&L (${currency})` } },
    legend: { enabled: false },
    series: [{ type: 'column', name: `P&L (${currency})`, data: rows.map((row) => row.pnl.toNumber()), colorByPoint: false }],
  });

  return (
    <div className="t-screen">
      <ScreenTitle title="Statistics" actions={<DemoLabel />}>
        Statistics
      </ScreenTitle>
      <LoadView state={state} what="the statistics" isEmpty={transactions.length === 0 && history.length === 0} empty={<EmptyState title="No statistics yet" description="Trade and close a position to see your statistics." />}>
        <div className="t-grid t-grid--two">
          <Card title="Win rate">
            <Text as="p" variant="figure" className="t-big-number">
              {wins.percent === null ? '—' : `${formatDecimal(wins.percent, 1)} %`}
            </Text>
            <Text as="p" variant="muted">
              {wins.wins} winning of {wins.total} closed positions · realised P&amp;L {formatSigned(realised)} {currency}
            </Text>
          </Card>
          <Card title="Equity over time" className="t-span-2">
            <LazyBasicChart
              testId="equity-chart"
              options={{
                chart: { type: 'line', height: 300 },
                title: { text: undefined },
                accessibility: { description: 'Account equity over time: balance after each ledger entry, then current equity.' },
                xAxis: { type: 'datetime', labels: { format: '{value:%e %b %H:%M}' } },
                yAxis: { title: { text: currency } },
                legend: { enabled: false },
                series: [{ type: 'line', name: `Equity (${currency})`, data: curve.map((point) => [point.time, point.value.toNumber()]), step: 'left' }],
              }}
            />
          </Card>
          <Card title="P&L by instrument">
            {byInstrument.length === 0 ? <EmptyState title="No closed positions" headingLevel={3} /> : <LazyBasicChart testId="pnl-instrument-chart" options={column('Realised profit and loss by instrument', byInstrument)} />}
          </Card>
          <Card title="P&L by type">
            {byType.length === 0 ? <EmptyState title="No closed positions" headingLevel={3} /> : <LazyBasicChart testId="pnl-type-chart" options={column('Realised profit and loss by instrument type', byType)} />}
          </Card>
        </div>
      </LoadView>
    </div>
  );
}
