import { PageIntro } from '../../page/page-intro';
import { LinkCards } from '../../page/link-cards';
import { FAQ_LINKS } from '../../routes/site-map';

const SUMMARIES: Readonly<Record<string, string>> = {
  '/faq/account': 'Opening an account, passwords, sign-in lock, sessions and frozen accounts.',
  '/faq/id-and-address': 'Passport and card uploads, accepted files and how they are reviewed.',
  '/faq/trading': 'Markets, prices, leverage caps, order sizes and trading hours.',
  '/faq/deposit-withdrawal': 'Virtual deposits, limits, the withdrawal PIN and the daily demo top-up.',
  '/faq/market-orders': 'Opening and closing at the current quote, and the checks on every order.',
  '/faq/pending-orders': 'Limit and stop orders, when they fill, and cancelling them.',
  '/faq/profit': 'How profit is worked out, when it reaches your balance, take-profit.',
  '/faq/loss': 'Stop-loss, the 50% margin close-out and negative balance protection.',
  '/faq/other': 'Themes, history, calendars, the operator and support.',
};

/** The FAQ hub: the nine sections, each with what it answers. */
export default function FaqPage() {
  return (
    <div className="site-container page">
      <PageIntro
        title="Frequently asked questions"
        description="Answers about accounts, verification, trading, orders, deposits and withdrawals, profit and loss on the Beurs demo platform."
        lead="How the platform really behaves, in plain words. Pick a topic."
      />
      <LinkCards links={FAQ_LINKS.map((item) => ({ ...item, summary: SUMMARIES[item.to] }))} />
    </div>
  );
}
