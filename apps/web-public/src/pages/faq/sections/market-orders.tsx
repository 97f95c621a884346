import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';

export const MARKET_ORDERS_FAQ: FaqSection = {
  title: 'Market orders',
  description: 'How a market order opens and closes on Beurs: the price it fills at, the margin it needs and the messages you may see.',
  items: [
    {
      question: 'At which price does a market order open?',
      answer: (
        <p>
          At the current quote: a buy opens at the ask (the higher price), a sell at the bid (the lower price). The difference is the
          spread, which is why a new position starts with a small loss. The quote used is recorded with the order.
        </p>
      ),
    },
    {
      question: 'What does the server check before it opens my order?',
      answer: (
        <>
          <p>Every order is checked, and a refused order says what to change:</p>
          <ul>
            <li>the instrument exists and its market is open now;</li>
            <li>the volume is at least 0.01 lot, in steps of 0.01;</li>
            <li>the leverage is a whole number from 1 to the instrument&apos;s EU cap;</li>
            <li>your free margin covers the margin the position needs;</li>
            <li>a stop-loss and take-profit, if you set them, are on the right side of the price;</li>
            <li>your account is not frozen.</li>
          </ul>
        </>
      ),
    },
    {
      question: 'How do I close a position?',
      answer: (
        <p>
          Close it in the terminal under Orders. A buy closes at the bid, a sell at the ask, at the current quote; the profit or loss is
          added to your balance as a ledger entry. A position also closes by itself when its stop-loss or take-profit is reached, or when
          the margin close-out applies.
        </p>
      ),
    },
    {
      question: 'Why does it say the order has already been closed?',
      answer: (
        <p>
          &quot;This order has already been closed. Please wait for terminal has update history.&quot; means the order was closed before
          your request arrived, for example by its stop-loss or from another tab. Nothing changed and no second profit or loss was booked;
          your history will show the close.
        </p>
      ),
    },
  ],
};

export default function MarketOrdersFaqPage() {
  return <FaqSectionPage section={MARKET_ORDERS_FAQ} />;
}
