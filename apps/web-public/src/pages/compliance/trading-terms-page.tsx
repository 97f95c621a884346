import { Link } from 'react-router';
import { MARGIN_CLOSE_OUT_LEVEL_PERCENT, VOLUME_RULES } from '@beurs/domain';
import { SupportEmail } from '../../company/support-email';
import { ProsePage } from '../../page/prose-page';
import { routePath } from '../../routes/route-path';
import { COMPLIANCE_SECTION } from './compliance-section';
import { formatNumber } from '../../format/format-money';

/** The trading terms: execution, prices, margin, costs, hours and complaints. */
export default function TradingTermsPage() {
  return (
    <ProsePage
      eyebrow="Compliance"
      title="Trading terms"
      description="How orders are executed on Beurs, where prices come from, margin and leverage, costs, trading hours, and how to complain."
      lead="The conditions every order on this platform is handled by."
      section={COMPLIANCE_SECTION}
    >
      <h2>Execution</h2>
      <p>
        Orders are executed by the server automatically, at the current quote: a buy at the ask, a sell at the bid. Nobody handles orders by
        hand. Pending limit and stop orders fill at the quote of the moment their price is reached, which can differ from the price you set
        when the market moves fast or opens with a gap.
      </p>

      <h2>Prices</h2>
      <p>
        On this installation prices come from a market simulator, seeded and documented, with a fixed spread per instrument (the
        &quot;typical spread&quot; on the market pages). An operator may connect a live price feed instead, whose spreads can vary. Everyone
        trades at the same prices.
      </p>

      <h2>Order sizes and leverage</h2>
      <p>
        Orders are from {VOLUME_RULES.min} to {formatNumber(VOLUME_RULES.max, 0)} lots, in steps of {VOLUME_RULES.step}. You choose the
        leverage of each order, up to the EU cap of the instrument&apos;s class (
        <Link to={routePath('compliance-regulations')}>the caps</Link>). The initial margin is the position&apos;s value divided by the
        leverage, rounded up to the cent, converted into euros.
      </p>

      <h2>Stop-loss, take-profit and close-out</h2>
      <p>
        Stop-loss and take-profit close a position at the quote of the moment their level is reached; they are not guaranteed prices. When
        equity falls to {MARGIN_CLOSE_OUT_LEVEL_PERCENT}% of the required margin, positions are closed, largest loss first. A negative
        balance is brought back to zero by the broker.
      </p>

      <h2>Costs</h2>
      <p>
        The cost of a trade is the spread. There is no commission and no account fee. Brokers usually charge overnight financing on
        positions held past the end of the trading day; this installation charges none at present, and if it did, each charge would appear
        in the ledger with the cause &quot;financing&quot;.
      </p>

      <h2>Trading hours</h2>
      <p>
        Each instrument trades in its market&apos;s hours, shown in the terminal. Orders on a closed market are refused with the time it
        opens. Pending orders, stop-losses and take-profits are only acted on while the market is open.
      </p>

      <h2>Questions and complaints</h2>
      <p>
        Write to <SupportEmail /> with your account email and, for an order, its id and time. Every fill records the quote it used, so any
        execution can be checked.
      </p>
    </ProsePage>
  );
}
