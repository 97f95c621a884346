import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';

export const PENDING_ORDERS_FAQ: FaqSection = {
  title: 'Pending orders',
  description: 'Limit and stop orders on Beurs: where their price must be, when they fill, stop-loss and take-profit, and cancelling.',
  items: [
    {
      question: 'What is the difference between a limit and a stop order?',
      answer: (
        <>
          <p>Both wait for a price you choose, then open a position at the market:</p>
          <ul>
            <li>
              <strong>Buy limit</strong>: buy when the price falls to your price. It must be below the current ask.
            </li>
            <li>
              <strong>Buy stop</strong>: buy when the price rises to your price. It must be above the current ask.
            </li>
            <li>
              <strong>Sell limit</strong>: sell when the price rises to your price. It must be above the current bid.
            </li>
            <li>
              <strong>Sell stop</strong>: sell when the price falls to your price. It must be below the current bid.
            </li>
          </ul>
          <p>A price on the wrong side is refused with a message that suggests the other type.</p>
        </>
      ),
    },
    {
      question: 'At which price does a pending order fill?',
      answer: (
        <p>
          When its price is reached (the ask for a buy, the bid for a sell), it opens at the quote of that moment. In a fast market, or when
          a market opens after a weekend, that quote can be different from your price.
        </p>
      ),
    },
    {
      question: 'Can I place a pending order while the market is closed?',
      answer: (
        <p>
          Yes. A limit or stop order is checked against the last price before the close and waits. It can trigger only on the first fresh
          price after the market opens. If the market opens beyond your price (a gap), the order fills at that opening price, not at yours:
          a buy limit can then fill lower than you asked, a buy stop higher. This is how real brokers fill orders across a gap. Market
          orders wait for the market to open.
        </p>
      ),
    },
    {
      question: 'Can a pending order fail to open?',
      answer: (
        <p>
          Yes. The margin is checked again when the order triggers; if your free margin no longer covers it, the order is cancelled instead
          of opened, and you are told in your notifications.
        </p>
      ),
    },
    {
      question: 'Can I set a stop-loss and take-profit on a pending order?',
      answer: (
        <p>
          Yes. They are checked against your order&apos;s price: for a buy the stop-loss must be below it and the take-profit above; for a
          sell the other way round. They become active when the order opens.
        </p>
      ),
    },
    {
      question: 'How do I cancel a pending order?',
      answer: (
        <p>Close it in the terminal under Orders before it triggers. A cancelled order books no profit or loss and holds no margin.</p>
      ),
    },
  ],
};

export default function PendingOrdersFaqPage() {
  return <FaqSectionPage section={PENDING_ORDERS_FAQ} />;
}
