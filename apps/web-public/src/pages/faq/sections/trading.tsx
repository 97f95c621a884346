import { Link } from 'react-router';
import { LEVERAGE_CAPS, VOLUME_RULES } from '@beurs/domain';
import { routePath } from '../../../routes/route-path';
import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';
import { formatNumber } from '../../../format/format-money';

export const TRADING_FAQ: FaqSection = {
  title: 'Trading',
  description: 'What you can trade on Beurs, where prices come from, leverage caps, order sizes and market hours.',
  items: [
    {
      question: 'What can I trade?',
      answer: (
        <p>
          Contracts for difference (CFDs) on more than 100 instruments in five markets: shares, currency pairs (forex), stock indices,
          commodities and crypto. See the <Link to={routePath('markets-all')}>markets</Link> for examples and conditions.
        </p>
      ),
    },
    {
      question: 'Where do the prices come from?',
      answer: (
        <p>
          From a market simulator that moves each instrument&apos;s price every second with a documented, seeded model, or from a price feed
          the operator connects. Everyone sees the same bid and ask at the same moment, every order is filled at that quote, and the quote
          is recorded with the order. There is no price per person, and the operator cannot change a trade&apos;s result.
        </p>
      ),
    },
    {
      question: 'How much leverage can I use?',
      answer: (
        <p>
          Up to the EU cap for retail clients of the instrument&apos;s class: {LEVERAGE_CAPS.major_forex}:1 on major currency pairs;{' '}
          {LEVERAGE_CAPS.non_major_forex}:1 on other pairs, gold and major indices; {LEVERAGE_CAPS.commodity}:1 on other commodities and
          non-major indices; {LEVERAGE_CAPS.share}:1 on shares; {LEVERAGE_CAPS.crypto}:1 on crypto. You choose the leverage per order, from
          1:1 up to the cap; an order above the cap is refused.{' '}
          <Link to={routePath('ltt-how-to-trade-cfd')}>How margin and leverage work</Link>.
        </p>
      ),
    },
    {
      question: 'What is the smallest order?',
      answer: (
        <p>
          {VOLUME_RULES.min} lot, in steps of {VOLUME_RULES.step} lot, up to {formatNumber(VOLUME_RULES.max, 0)} lots. What a lot is depends
          on the instrument: 100,000 units of the base currency for a currency pair, one share for a share, one unit of the index for an
          index, 100 troy ounces for gold, one coin for a crypto pair.
        </p>
      ),
    },
    {
      question: 'When can I trade?',
      answer: (
        <p>
          During each instrument&apos;s trading hours, shown in the terminal: around the clock for crypto; from Sunday evening to Friday
          evening (New York time) for currency pairs; the exchange&apos;s session for shares; close to 24 hours on weekdays for most indices
          and commodities. An order on a closed market is refused with the time it opens. The simulator does not model public holidays.
        </p>
      ),
    },
    {
      question: 'Which kinds of order are there?',
      answer: (
        <p>
          Market orders, filled at once at the current price (see <Link to={routePath('faq-market-orders')}>market orders</Link>), and
          pending limit and stop orders, which wait for a price you choose (see{' '}
          <Link to={routePath('faq-pending-orders')}>pending orders</Link>). Each can carry a stop-loss and a take-profit.
        </p>
      ),
    },
  ],
};

export default function TradingFaqPage() {
  return <FaqSectionPage section={TRADING_FAQ} />;
}
