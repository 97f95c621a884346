import { Link } from 'react-router';
import { MARGIN_CLOSE_OUT_LEVEL_PERCENT } from '@beurs/domain';
import { routePath } from '../../../routes/route-path';
import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';

export const LOSS_FAQ: FaqSection = {
  title: 'Loss and risk',
  description: 'How losses, stop-losses, the 50% margin close-out and negative balance protection work on Beurs.',
  items: [
    {
      question: 'How much can I lose?',
      answer: (
        <p>
          Up to everything in your account, and quickly: with leverage a small price move is a large share of the margin you put up. You can
          never lose more than your account holds, thanks to negative balance protection (below). Most retail accounts lose money trading
          CFDs; the risk warning at the top of every page gives the share.
        </p>
      ),
    },
    {
      question: 'What does a stop-loss do?',
      answer: (
        <p>
          It closes the position by itself when the price reaches your level: for a buy when the bid falls to it, for a sell when the ask
          rises to it. It closes at the quote of that moment, so when prices jump (at a market open, after news) the loss can be larger than
          your level suggests. A stop-loss limits a loss; it does not guarantee a price.
        </p>
      ),
    },
    {
      question: 'What is the margin close-out?',
      answer: (
        <p>
          An EU rule for retail clients: when your equity falls to {MARGIN_CLOSE_OUT_LEVEL_PERCENT}% of the margin your open positions
          require, positions are closed, the one with the largest loss first, until the account is above that level again. You get a
          notification that lists what was closed. Only positions whose market is open can be closed.{' '}
          <Link to={routePath('ltt-cfd-trading-explained')}>A worked example</Link>.
        </p>
      ),
    },
    {
      question: 'Can my balance go below zero?',
      answer: (
        <p>
          No. Negative balance protection, another EU rule for retail clients, means you can never owe more than your account holds. If a
          price jump takes your balance below zero before positions can be closed, the broker brings it back to zero with a ledger entry
          marked as negative balance protection.
        </p>
      ),
    },
    {
      question: 'Why do I start with a small loss?',
      answer: (
        <p>
          Because of the spread: a buy opens at the ask and is valued at the bid, a sell the other way round. The price has to move by the
          spread in your favour before the position breaks even.
        </p>
      ),
    },
  ],
};

export default function LossFaqPage() {
  return <FaqSectionPage section={LOSS_FAQ} />;
}
