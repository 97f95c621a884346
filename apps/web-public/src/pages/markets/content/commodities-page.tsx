import { MarketPage } from '../market-page';
import type { MarketContent } from '../market-content';

export const COMMODITIES_MARKET: MarketContent = {
  type: 'commodity',
  title: 'Commodities',
  description:
    'Trade commodity CFDs on gold, silver, oil, natural gas, copper and grains: gold up to 20:1 leverage, other commodities up to 10:1.',
  lead: 'Metals, energy and farm products: gold, silver, platinum, WTI and Brent oil, natural gas, copper, corn, wheat, coffee and sugar.',
  about: (
    <>
      <p>
        A commodity CFD follows the price of a raw material in US dollars, as traded on futures markets. Nothing is delivered: you trade
        only the price.
      </p>
      <p>
        Lot sizes follow the usual trading units: 100 troy ounces of gold, 5,000 ounces of silver, 1,000 barrels of oil, 10,000 MMBtu of
        natural gas, 5,000 bushels of grain.
      </p>
    </>
  ),
  drivers: [
    'Supply: production decisions (such as OPEC+ for oil), mine output, harvests and weather.',
    'Demand from industry and from economies such as China.',
    'Stock levels, published weekly for oil and gas.',
    'The US dollar: commodities are priced in dollars, so a weaker dollar tends to lift them. Gold also moves with interest rates and fear.',
  ],
  leverage: [
    { label: 'Gold', leverageClass: 'gold' },
    { label: 'Other commodities: silver, platinum, palladium, oil, natural gas, copper, grains, softs', leverageClass: 'commodity' },
  ],
  hours: [
    'Metals and energy: Sunday 18:00 to Friday 17:00 New York time, with a daily break from 17:00 to 18:00.',
    'Corn, wheat, coffee and sugar: 08:30 to 13:20 Chicago time on weekdays.',
  ],
  example: {
    position: '0.1 lot of gold (10 troy ounces)',
    volume: '0.1',
    contractSize: '100',
    price: '2648.70',
    currency: 'USD',
    leverage: 20,
  },
};

export default function CommoditiesPage() {
  return <MarketPage content={COMMODITIES_MARKET} />;
}
