import { Link } from 'react-router';
import { LEVERAGE_CAPS } from '@beurs/domain';
import { EXAMPLE_INSTRUMENTS } from '../../markets/example-instruments';
import { formatLeverage, marginPercent, maxLeverageOf } from '../../markets/leverage-label';
import { LiveQuotesTable } from '../../markets/live-quotes-table';
import { LinkCards } from '../../page/link-cards';
import { ProsePage } from '../../page/prose-page';
import { SimpleTable } from '../../page/simple-table';
import { routePath } from '../../routes/route-path';
import { MARKET_LINKS } from '../../routes/site-map';

const MARKET_SUMMARIES = [
  {
    to: routePath('markets-trade-shares'),
    label: 'Shares',
    summary: `54 companies in the US, Europe and Japan. Up to ${formatLeverage(LEVERAGE_CAPS.share)}.`,
  },
  {
    to: routePath('markets-forex'),
    label: 'Forex',
    summary: `25 currency pairs. Up to ${formatLeverage(LEVERAGE_CAPS.major_forex)} on majors.`,
  },
  {
    to: routePath('markets-indices'),
    label: 'Indices',
    summary: `15 stock indices. Up to ${formatLeverage(LEVERAGE_CAPS.major_index)} on majors.`,
  },
  {
    to: routePath('markets-commodities'),
    label: 'Commodities',
    summary: `12 metals, energy and farm products. Gold up to ${formatLeverage(LEVERAGE_CAPS.gold)}.`,
  },
  {
    to: routePath('markets-crypto'),
    label: 'Crypto',
    summary: `12 cryptocurrencies, every day. Up to ${formatLeverage(LEVERAGE_CAPS.crypto)}.`,
  },
];

const CLASS_ROWS: ReadonlyArray<readonly [string, number]> = [
  ['Major currency pairs', LEVERAGE_CAPS.major_forex],
  ['Non-major currency pairs', LEVERAGE_CAPS.non_major_forex],
  ['Gold', LEVERAGE_CAPS.gold],
  ['Major stock indices', LEVERAGE_CAPS.major_index],
  ['Non-major stock indices', LEVERAGE_CAPS.non_major_index],
  ['Commodities other than gold', LEVERAGE_CAPS.commodity],
  ['Individual shares', LEVERAGE_CAPS.share],
  ['Cryptocurrencies', LEVERAGE_CAPS.crypto],
];

const MARKET_NAMES = { forex: 'Forex', stock: 'Shares', crypto: 'Crypto', index: 'Indices', commodity: 'Commodities' } as const;

/** All markets: the five markets, the leverage caps of every class, and example instruments. */
export default function MarketsAllPage() {
  return (
    <ProsePage
      eyebrow="Markets"
      title="All markets"
      description="The five CFD markets on Beurs (shares, forex, indices, commodities, crypto): 118 instruments, leverage caps from 30:1 to 2:1 and typical spreads."
      lead="118 instruments in five markets, all traded as CFDs from one account with virtual funds."
      section={{ label: 'Market pages', links: MARKET_LINKS }}
    >
      <LinkCards links={MARKET_SUMMARIES} />

      <h2>How a CFD price works</h2>
      <p>
        Every instrument has two prices: the <strong>bid</strong>, at which you sell, and the <strong>ask</strong>, a little higher, at
        which you buy. The difference is the <strong>spread</strong>, the cost of a trade. A buy is closed at the bid and a sell at the ask,
        so a new position starts with a loss the size of the spread. <Link to={routePath('ltt-why-is-cfd')}>What a CFD is</Link>.
      </p>

      <h2>Leverage caps</h2>
      <SimpleTable
        caption="Highest leverage for retail clients, by class (EU rules)"
        head={['Class', 'Maximum leverage', 'Minimum margin']}
        rows={CLASS_ROWS.map(([label, cap]) => [label, formatLeverage(cap), marginPercent(cap)])}
        numeric={[1, 2]}
      />

      <h2>Example instruments</h2>
      <LiveQuotesTable ids={EXAMPLE_INSTRUMENTS.map((instrument) => instrument.id)} />
      <SimpleTable
        caption="Example instruments: trading conditions"
        head={['Instrument', 'Name', 'Market', 'Typical spread', 'Max. leverage']}
        rows={EXAMPLE_INSTRUMENTS.map((instrument) => [
          instrument.id,
          instrument.name,
          MARKET_NAMES[instrument.type],
          instrument.spread,
          formatLeverage(maxLeverageOf(instrument)),
        ])}
        numeric={[3, 4]}
      />
      <p>Minimum margin is the share of a position&apos;s value you put up at the highest leverage: {marginPercent(30)} at 30:1.</p>
    </ProsePage>
  );
}
