import { MarketPage } from '../market-page';
import type { MarketContent } from '../market-content';

export const CRYPTO_MARKET: MarketContent = {
  type: 'crypto',
  title: 'Crypto',
  description:
    'Trade crypto CFDs on Bitcoin, Ether, Solana, XRP and more against the US dollar, around the clock, with leverage capped at 2:1.',
  lead: 'Bitcoin, Ether and other cryptocurrencies against the US dollar, every day around the clock. The most volatile market here.',
  about: (
    <>
      <p>
        A crypto CFD follows the price of a cryptocurrency in US dollars. You trade the price only: no coins are bought, held or sent, and
        there is no wallet to keep safe.
      </p>
      <p>
        One lot is one coin. Because crypto prices can move by ten percent or more in a day, the EU rules allow retail clients the lowest
        leverage of any market: 2:1, so you put up at least half of a position&apos;s value.
      </p>
    </>
  ),
  drivers: [
    'Demand from investors and traders, which can change very fast.',
    'Regulation and enforcement news, and the approval of products such as exchange-traded funds.',
    'Events in the crypto industry: exchange failures, hacks, network upgrades.',
    'The US dollar and general risk appetite.',
  ],
  leverage: [{ label: 'All cryptocurrencies', leverageClass: 'crypto' }],
  hours: ['Every day, 24 hours a day, weekends included.'],
  example: {
    position: '0.1 lot of Bitcoin',
    volume: '0.1',
    contractSize: '1',
    price: '91265.00',
    currency: 'USD',
    leverage: 2,
  },
};

export default function CryptoPage() {
  return <MarketPage content={CRYPTO_MARKET} />;
}
