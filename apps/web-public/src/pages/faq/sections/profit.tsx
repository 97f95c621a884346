import { Link } from 'react-router';
import { positionPnl } from '@beurs/domain';
import { routePath } from '../../../routes/route-path';
import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';

// 1 lot of Apple (1 share a lot) bought at the ask 229.54, valued at the bid 236.20.
const EXAMPLE_PROFIT = positionPnl({ side: 'buy', volume: '1', contractSize: '1', openPrice: '229.54', bid: '236.20', ask: '236.24' });

export const PROFIT_FAQ: FaqSection = {
  title: 'Profit',
  description: 'How profit is worked out on a Beurs position, when it reaches your balance, and what take-profit does.',
  items: [
    {
      question: 'How is the profit of a position worked out?',
      answer: (
        <>
          <p>
            Price change times size: (closing price − opening price) × volume × contract size for a buy, and the other way round for a sell.
            A buy is valued at the bid, a sell at the ask, because that is where it would close now.
          </p>
          <p>
            Example: one Apple share bought at the ask of 229.54 USD, with the bid now at 236.20 USD, shows a profit of{' '}
            {EXAMPLE_PROFIT.toFixed(2)} USD. Amounts in another currency are converted into euros at the simulator&apos;s current rate.
          </p>
        </>
      ),
    },
    {
      question: 'When does a profit reach my balance?',
      answer: (
        <p>
          While the position is open, its profit or loss counts in your equity and free margin but not in your balance. When the position
          closes, the realised profit or loss is added to your balance as a ledger entry, shown in your transaction history.
        </p>
      ),
    },
    {
      question: 'What does a take-profit do?',
      answer: (
        <p>
          It closes the position by itself when the price reaches your level: for a buy when the bid rises to it, for a sell when the ask
          falls to it. The position closes at the quote of that moment, which in a fast market can be a little better or worse than your
          level.
        </p>
      ),
    },
    {
      question: 'Is my profit real money?',
      answer: (
        <p>
          No. On this demo platform profits, like losses and balances, are virtual. They show what a strategy would have done at the
          simulator&apos;s prices; past results, real or simulated, do not predict future ones.{' '}
          <Link to={routePath('faq-loss')}>Read about losses and risk</Link>.
        </p>
      ),
    },
  ],
};

export default function ProfitFaqPage() {
  return <FaqSectionPage section={PROFIT_FAQ} />;
}
