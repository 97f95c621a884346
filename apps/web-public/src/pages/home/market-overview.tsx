import { LiveQuotesTable } from '../../markets/live-quotes-table';

const SHOWN = ['EURUSD', 'GBPUSD', 'XAUUSD', 'US500', 'GER40', 'AAPL', 'ASML', 'BTCUSD', 'USOIL'];

/**
 * A market overview on the home page: a few instruments across the five markets with the
 * broker's live simulated prices, polled without a session.
 */
export function MarketOverview() {
  return <LiveQuotesTable ids={SHOWN} />;
}
