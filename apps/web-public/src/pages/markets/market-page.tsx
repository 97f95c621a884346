import { Link } from 'react-router';
import { ButtonLink } from '@beurs/ui';
import { renderRouterLink } from '../../routes/render-router-link';
import { leverageCap } from '@beurs/domain';
import { instrumentsOfType } from '../../markets/example-instruments';
import { formatLeverage, marginPercent, maxLeverageOf } from '../../markets/leverage-label';
import { LiveQuotesTable } from '../../markets/live-quotes-table';
import { MarginWorkedExample } from '../../markets/margin-worked-example';
import { ProsePage } from '../../page/prose-page';
import { SimpleTable } from '../../page/simple-table';
import { REGISTRATION_PATH, MARKET_LINKS } from '../../routes/site-map';
import { routePath } from '../../routes/route-path';
import type { MarketContent } from './market-content';
import { formatNumber } from '../../format/format-money';

/** Renders one market page from its content: what it is, conditions, hours and a worked example. */
export function MarketPage({ content }: { content: MarketContent }) {
  const instruments = instrumentsOfType(content.type);
  return (
    <ProsePage
      eyebrow="Markets"
      title={content.title}
      description={content.description}
      lead={content.lead}
      section={{ label: 'Market pages', links: MARKET_LINKS }}
    >
      <h2>What you trade</h2>
      {content.about}

      <h2>What moves prices</h2>
      <ul>
        {content.drivers.map((driver) => (
          <li key={driver}>{driver}</li>
        ))}
      </ul>

      <h2>Trading conditions</h2>
      <SimpleTable
        caption="Leverage for retail clients (EU caps)"
        head={['Instruments', 'Maximum leverage', 'Minimum margin']}
        rows={content.leverage.map((row) => {
          const cap = leverageCap(row.leverageClass);
          return [row.label, formatLeverage(cap), marginPercent(cap)];
        })}
        numeric={[1, 2]}
      />
      <LiveQuotesTable type={content.type} ids={instruments.map((instrument) => instrument.id)} />
      <SimpleTable
        caption="Example instruments: trading conditions"
        head={['Instrument', 'Name', 'Typical spread', 'One lot', 'Max. leverage']}
        rows={instruments.map((instrument) => [
          instrument.id,
          instrument.name,
          instrument.spread,
          `${formatNumber(instrument.contractSize, 0)} ${instrument.contractSize === '1' ? 'unit' : 'units'}`,
          formatLeverage(maxLeverageOf(instrument)),
        ])}
        numeric={[2, 3, 4]}
      />
      <p>
        The spread is the only trading cost: no commission, and no overnight financing on this installation (
        <Link to={routePath('compliance-terms')}>trading terms</Link>). The live prices above are the broker's paper-trading prices, the
        same the terminal shows; each says where it comes from (the market simulator, or a price feed the operator connects).
      </p>

      <h2>Trading hours</h2>
      <ul>
        {content.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h2>Margin and leverage</h2>
      <MarginWorkedExample example={content.example} />

      <p className="button-row">
        <ButtonLink href={REGISTRATION_PATH} renderLink={renderRouterLink}>
          Practise with virtual funds
        </ButtonLink>
        <ButtonLink variant="secondary" href={routePath('ltt-how-to-trade-cfd')} renderLink={renderRouterLink}>
          How margin works
        </ButtonLink>
      </p>
    </ProsePage>
  );
}
