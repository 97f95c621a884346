import { MarketPage } from '../market-page';
import type { MarketContent } from '../market-content';

export const INDICES_MARKET: MarketContent = {
  type: 'index',
  title: 'Indices',
  description:
    'Trade stock index CFDs such as the S&P 500, DAX, FTSE 100 and AEX: 20:1 leverage on major indices, 10:1 on others, nearly 24 hours on weekdays.',
  lead: 'A whole stock market in one trade: the S&P 500, the DAX, the FTSE 100, the AEX and eleven more.',
  about: (
    <>
      <p>
        A stock index measures a basket of shares: the S&amp;P 500 the 500 largest US companies, the DAX 40 German companies, the AEX 25
        Dutch ones. An index CFD lets you trade the market&apos;s direction in one position, instead of picking companies.
      </p>
      <p>
        One lot is one unit of the index, priced in the index&apos;s currency: at 5,948 points the S&amp;P 500 lot is worth 5,948 US
        dollars, and each point the index moves is one dollar of profit or loss per lot.
      </p>
    </>
  ),
  drivers: [
    'Company results, especially of the largest members.',
    'Interest rates and central bank decisions.',
    'Economic data such as employment, inflation and purchasing managers’ indices.',
    'Global risk appetite, which moves most indices together.',
  ],
  leverage: [
    {
      label: 'Major indices: FTSE 100, CAC 40, DAX, Dow Jones, S&P 500, NASDAQ Composite, NASDAQ 100, Nikkei 225, ASX 200, EURO STOXX 50',
      leverageClass: 'major_index',
    },
    { label: 'Other indices: AEX 25, IBEX 35, Swiss Market Index, FTSE MIB, Hang Seng', leverageClass: 'non_major_index' },
  ],
  hours: [
    'European indices: 08:00 to 22:00 local time on weekdays.',
    'US indices: Sunday 18:00 to Friday 17:00 New York time, with a daily break from 17:00 to 18:00.',
    'Nikkei 225, ASX 200 and Hang Seng: a day session and an evening session in their own time zones.',
  ],
  example: {
    position: '1 lot of the DAX',
    volume: '1',
    contractSize: '1',
    price: '19480.5',
    currency: 'EUR',
    leverage: 20,
  },
};

export default function IndicesPage() {
  return <MarketPage content={INDICES_MARKET} />;
}
