import { Link } from 'react-router';
import { ButtonLink, Card, PageSection } from '@beurs/ui';
import { renderRouterLink } from '../../routes/render-router-link';
import { ACCOUNT_CURRENCY, DEFAULT_DEMO_BALANCE, LEVERAGE_CAPS, MARGIN_CLOSE_OUT_LEVEL_PERCENT } from '@beurs/domain';
import { formatMoney } from '../../format/format-money';
import { LinkCards } from '../../page/link-cards';
import { PageIntro } from '../../page/page-intro';
import { usePlatform } from '../../platform/platform-context';
import { routePath } from '../../routes/route-path';
import { LEARN_HUB, REGISTRATION_PATH } from '../../routes/site-map';
import { MarketOverview } from './market-overview';

const MARKETS = [
  { to: routePath('markets-trade-shares'), label: 'Shares', summary: `US and European companies, up to ${LEVERAGE_CAPS.share}:1.` },
  { to: routePath('markets-forex'), label: 'Forex', summary: `Currency pairs, up to ${LEVERAGE_CAPS.major_forex}:1 on major pairs.` },
  {
    to: routePath('markets-indices'),
    label: 'Indices',
    summary: `The S&P 500, DAX, FTSE 100 and more, up to ${LEVERAGE_CAPS.major_index}:1.`,
  },
  {
    to: routePath('markets-commodities'),
    label: 'Commodities',
    summary: `Gold up to ${LEVERAGE_CAPS.gold}:1, oil and others up to ${LEVERAGE_CAPS.commodity}:1.`,
  },
  { to: routePath('markets-crypto'), label: 'Crypto', summary: `Bitcoin, Ether and others, up to ${LEVERAGE_CAPS.crypto}:1.` },
];

/** The home page: what the platform offers, a live market overview, and how to start. */
export function HomePage() {
  const state = usePlatform();
  const balance =
    state.status === 'ready'
      ? formatMoney(state.platform.demo_balance, state.platform.currency)
      : formatMoney(DEFAULT_DEMO_BALANCE, ACCOUNT_CURRENCY);
  return (
    <div className="site-container page home">
      <div className="home-hero">
        <PageIntro
          eyebrow="Demo trading platform"
          title="Practise CFD trading on shares, forex, indices, commodities and crypto"
          description="Learn how CFDs work and practise trading with virtual funds: one fair price for everyone, a ledger behind every balance and the EU retail protections built in."
          lead={
            <>
              Every account opens with <strong>{balance} of virtual funds</strong>. No real money is deposited, traded or paid out. Prices
              come from a market simulator and are the same for everyone.
            </>
          }
        />
        <div className="button-row">
          <ButtonLink size="large" href={REGISTRATION_PATH} renderLink={renderRouterLink}>
            Open a demo account
          </ButtonLink>
          <ButtonLink size="large" variant="secondary" href={LEARN_HUB.to} renderLink={renderRouterLink}>
            Learn how CFDs work
          </ButtonLink>
        </div>
      </div>

      <PageSection title="Five markets, one account" headingId="home-markets" className="home-section">
        <LinkCards links={MARKETS} headingLevel={3} className="home-markets" />
      </PageSection>

      <PageSection title="Market overview" headingId="home-overview" className="home-section">
        <p>
          The simulator's current bid and ask prices, the same for everyone and refreshed every few seconds. They are paper-trading prices:
          no real market is traded.
        </p>
        <MarketOverview />
      </PageSection>

      <PageSection title="Honest by construction" headingId="home-honest" className="home-section">
        <ul className="home-facts">
          <li>
            <Card>
              <strong>Virtual money.</strong> Deposits add virtual funds; withdrawals pay nothing out. The demo top-up restores your
              starting balance once a day, and it is never a bonus.
            </Card>
          </li>
          <li>
            <Card>
              <strong>One price for everyone.</strong> Every user sees the same bid and ask at the same moment, and every fill records the
              quote it used.
            </Card>
          </li>
          <li>
            <Card>
              <strong>A ledger, not a number.</strong> Every change of your balance is an entry with its cause, shown in your transaction
              history.
            </Card>
          </li>
          <li>
            <Card>
              <strong>EU retail protections.</strong> Leverage caps from {LEVERAGE_CAPS.major_forex}:1 to {LEVERAGE_CAPS.crypto}:1,
              positions closed when equity falls to {MARGIN_CLOSE_OUT_LEVEL_PERCENT}% of the required margin, and a balance that can never
              go below zero. <Link to={routePath('compliance-regulations')}>How the rules work</Link>.
            </Card>
          </li>
        </ul>
      </PageSection>

      <PageSection title="Start in three steps" headingId="home-start" className="home-section home-start">
        <ol>
          <li>
            <Link to={REGISTRATION_PATH}>Open a demo account</Link> with your email and a password.
          </li>
          <li>
            <Link to={LEARN_HUB.to}>Read how CFDs work</Link>, margin and leverage first.
          </li>
          <li>Sign in to the terminal and place a small trade with a stop-loss.</li>
        </ol>
      </PageSection>
    </div>
  );
}
