import { Link } from 'react-router';
import { LEVERAGE_CAPS, MAJOR_CURRENCIES, MARGIN_CLOSE_OUT_LEVEL_PERCENT, riskWarning } from '@beurs/domain';
import { Callout } from '@beurs/ui';
import { formatLeverage, marginPercent } from '../../markets/leverage-label';
import { ProsePage } from '../../page/prose-page';
import { SimpleTable } from '../../page/simple-table';
import { routePath } from '../../routes/route-path';
import { COMPLIANCE_SECTION } from './compliance-section';

const MAJOR_INDICES =
  'FTSE 100, CAC 40, DAX, Dow Jones Industrial Average, S&P 500, NASDAQ Composite, NASDAQ 100, Nikkei 225, ASX 200 and EURO STOXX 50';

const LEVERAGE_ROWS: ReadonlyArray<readonly [string, number]> = [
  ['Major currency pairs (any two of ' + MAJOR_CURRENCIES.join(', ') + ')', LEVERAGE_CAPS.major_forex],
  ['Other currency pairs, gold and major stock indices', LEVERAGE_CAPS.major_index],
  ['Commodities other than gold, and non-major stock indices', LEVERAGE_CAPS.commodity],
  ['Individual shares and other underlyings', LEVERAGE_CAPS.share],
  ['Cryptocurrencies', LEVERAGE_CAPS.crypto],
];

/** The EU retail CFD rules, explained plainly, with the caps from @beurs/domain. */
export default function RegulationsPage() {
  return (
    <ProsePage
      eyebrow="Compliance"
      title="EU rules for retail CFD trading"
      description="The ESMA retail CFD protections explained: leverage caps from 30:1 to 2:1, the 50% margin close-out, negative balance protection, no incentives and the risk warning."
      lead="Five protections that European regulators require for CFDs sold to retail clients, and what each means for you."
      section={COMPLIANCE_SECTION}
    >
      <p>
        In 2018 the European Securities and Markets Authority (ESMA) restricted how contracts for difference may be offered to retail
        clients, because most of them lost money. National regulators, the Dutch AFM among them, then made the restrictions permanent. Beurs
        applies them to every account.
      </p>

      <h2>1. Leverage caps</h2>
      <p>
        Leverage lets you hold a position larger than the money you put up. The caps limit how much larger, by how volatile the underlying
        market is. The margin you must put up is at least the position&apos;s value divided by the cap.
      </p>
      <SimpleTable
        caption="Highest leverage for retail clients, by underlying"
        head={['Underlying', 'Maximum leverage', 'Minimum initial margin']}
        rows={LEVERAGE_ROWS.map(([label, cap]) => [label, formatLeverage(cap), marginPercent(cap)])}
        numeric={[1, 2]}
      />
      <p>
        Major indices are the {MAJOR_INDICES}. The cap is checked when a position opens, on its initial margin; an order above it is refused
        with a message that names the cap.
      </p>

      <h2>2. Margin close-out at {MARGIN_CLOSE_OUT_LEVEL_PERCENT}%</h2>
      <p>
        When your equity (balance plus the profit or loss of open positions) falls to {MARGIN_CLOSE_OUT_LEVEL_PERCENT}% of the margin your
        open positions require, the broker must close positions. Beurs closes the one with the largest loss first and checks again, until
        the account is back above the level. This stops a losing account before it is emptied.{' '}
        <Link to={routePath('ltt-cfd-trading-explained')}>See a worked example</Link>.
      </p>

      <h2>3. Negative balance protection</h2>
      <p>
        Your losses are limited to the money in your account. If prices jump so far that your balance would fall below zero, the broker
        takes the rest of the loss: your balance is brought back to zero, and the ledger records it.
      </p>

      <h2>4. No incentives to trade</h2>
      <p>
        Brokers may not offer bonuses, gifts or other benefits to make you trade. On this demo platform the daily top-up only restores your
        starting virtual balance; it is never called or treated as a bonus.
      </p>

      <h2>5. A standard risk warning</h2>
      <p>
        Every page must carry a warning with the share of the provider&apos;s own retail accounts that lost money. Beurs computes it from
        its accounts (realised plus unrealised profit or loss over the last 12 months, recomputed every three months). While there is too
        little data, the warning gives the range the rules prescribe:
      </p>
      <Callout as="blockquote" tone="warning">
        {riskWarning(null)}
      </Callout>
    </ProsePage>
  );
}
