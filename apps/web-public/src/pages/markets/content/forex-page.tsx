import { MAJOR_CURRENCIES } from '@beurs/domain';
import { MarketPage } from '../market-page';
import type { MarketContent } from '../market-content';

export const FOREX_MARKET: MarketContent = {
  type: 'forex',
  title: 'Forex',
  description:
    'Trade currency pairs as CFDs: major pairs up to 30:1 leverage and other pairs up to 20:1, with typical spreads and trading hours.',
  lead: 'Currency pairs such as EUR/USD and GBP/USD, the most traded market in the world, open around the clock on weekdays.',
  about: (
    <>
      <p>
        A currency pair prices one currency in another: EUR/USD at 1.08500 means one euro costs 1.085 US dollars. Buying the pair is betting
        that the first currency (the base) rises against the second (the quote); selling is betting it falls.
      </p>
      <p>
        A CFD on a pair pays the change in its price without any currency changing hands. One lot is 100,000 units of the base currency, and
        prices move in small steps called pips (0.0001 for most pairs, 0.01 for pairs quoted in yen).
      </p>
      <p>
        A pair of any two of {MAJOR_CURRENCIES.join(', ')} is a major pair under the EU rules. Pairs with another currency, such as the
        Australian dollar, the Polish zloty or the Turkish lira, are non-major and move more sharply.
      </p>
    </>
  ),
  drivers: [
    'Interest rate decisions and guidance of central banks (the ECB, the Federal Reserve, the Bank of England, the Bank of Japan).',
    'Inflation, employment and growth figures: see the economic calendar.',
    'Trade balances and capital flows between economies.',
    'Risk appetite: in stress, money tends to move into the US dollar, the Swiss franc and the yen.',
  ],
  leverage: [
    { label: 'Major pairs (EUR/USD, GBP/USD, USD/JPY, EUR/GBP, USD/CHF, USD/CAD…)', leverageClass: 'major_forex' },
    { label: 'Non-major pairs (AUD/USD, NZD/USD, USD/PLN, USD/TRY…)', leverageClass: 'non_major_forex' },
  ],
  hours: [
    'Sunday 17:00 to Friday 17:00 New York time (Sunday 23:00 to Friday 23:00 in Amsterdam in winter), without a daily break.',
    'Liquidity is highest when the London and New York sessions overlap, in the afternoon European time.',
  ],
  example: {
    position: '1 lot of EUR/USD',
    volume: '1',
    contractSize: '100000',
    price: '1.08508',
    currency: 'USD',
    leverage: 30,
  },
};

export default function ForexPage() {
  return <MarketPage content={FOREX_MARKET} />;
}
