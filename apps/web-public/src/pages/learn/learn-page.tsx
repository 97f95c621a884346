import { Link } from 'react-router';
import { LinkCards } from '../../page/link-cards';
import { PageIntro } from '../../page/page-intro';
import { routePath } from '../../routes/route-path';
import { LEARN_LINKS, REGISTRATION_PATH } from '../../routes/site-map';

const SUMMARIES: Readonly<Record<string, string>> = {
  [routePath('ltt-why-is-cfd')]: 'A contract on a price difference: how it works, bid, ask and spread, and why it is risky.',
  [routePath('ltt-how-to-trade-cfd')]: 'What margin is, how leverage multiplies results, equity and free margin, with worked examples.',
  [routePath('ltt-cfd-markets')]: 'Profiting from rises and falls: long and short positions on shares, indices and gold, worked out.',
  [routePath('ltt-cfd-trading-explained')]:
    'The spread, financing, stop-loss, take-profit, the 50% close-out and negative balance protection.',
  [routePath('ltt-cfd-vs-share')]: 'Ownership, dividends, leverage, costs and risk, side by side.',
};

/** The learning hub: the five articles in reading order. */
export default function LearnPage() {
  return (
    <div className="site-container page">
      <PageIntro
        title="Learn to trade CFDs"
        description="Five short articles on CFD trading: what a CFD is, margin and leverage, long and short, costs and risk management, and CFDs versus shares."
        lead="Five short articles, best read in order. Every example is computed with the same code the platform uses to book your trades."
      />
      <LinkCards
        links={LEARN_LINKS.map((item, index) => ({ ...item, label: `${index + 1}. ${item.label}`, summary: SUMMARIES[item.to] }))}
      />
      <p>
        Then put it into practice with virtual funds: <Link to={REGISTRATION_PATH}>open a demo account</Link>.
      </p>
    </div>
  );
}
