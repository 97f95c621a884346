import { MarketPage } from '../market-page';
import type { MarketContent } from '../market-content';

export const SHARES_MARKET: MarketContent = {
  type: 'stock',
  title: 'Shares',
  description:
    'Trade share CFDs on US, Dutch, German, French, British, Swiss and Japanese companies, up to 5:1 leverage, in each exchange’s hours.',
  lead: 'CFDs on more than fifty companies listed in the United States, Europe and Japan, from Apple and NVIDIA to ASML and SAP.',
  about: (
    <>
      <p>
        A share CFD follows the price of one company&apos;s share. You can buy it (go long) to gain if the price rises, or sell it (go
        short) to gain if it falls, without owning the share: no voting rights, and no shares are held for you.
      </p>
      <p>
        One lot is one share, and the price is in the currency of the exchange: US dollars for New York, euros for Amsterdam, Frankfurt and
        Paris, pounds for London, Swiss francs for Zurich and yen for Tokyo.
      </p>
    </>
  ),
  drivers: [
    'Quarterly results and guidance: see the earnings calendar.',
    'News about the company: products, management, mergers, lawsuits.',
    'The sector and the market as a whole, including interest rates.',
    'Exchange rates, for companies that earn abroad, and for your result in euros.',
  ],
  leverage: [{ label: 'Individual shares', leverageClass: 'share' }],
  hours: [
    'New York (NYSE, Nasdaq): 09:30 to 16:00 New York time (15:30 to 22:00 in Amsterdam).',
    'Amsterdam, Paris, Frankfurt (Xetra) and Zurich: 09:00 to 17:30 local time.',
    'London: 08:00 to 16:30 London time.',
    'Tokyo: 09:00 to 15:00 Tokyo time, with a lunch break from 11:30 to 12:30.',
    'Weekdays only; the simulator does not model public holidays.',
  ],
  example: {
    position: '10 Apple shares',
    volume: '10',
    contractSize: '1',
    price: '229.54',
    currency: 'USD',
    leverage: 5,
  },
};

export default function SharesPage() {
  return <MarketPage content={SHARES_MARKET} />;
}
