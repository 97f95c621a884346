/** One item of the demo news feed, published a number of hours before the seeding instant. */
export interface NewsTemplate {
  slug: string;
  hoursAgo: number;
  title: string;
  summary: string;
  /** Plain text; paragraphs separated by blank lines. Clients render it as text, never as HTML. */
  body: string;
  source: string;
  /** Whether the item has a picture (served by the news-picture route); others show a placeholder. */
  withPicture: boolean;
  instrumentIds: string[];
}

const SOURCE = 'Beurs demo newsroom (simulated market)';

/**
 * The demo newsroom. Every item says it describes the simulated market: the prices on this
 * platform come from a seeded model, not from an exchange (PRODUCT rule 3).
 */
export const NEWS: readonly NewsTemplate[] = [
  {
    slug: 'simulated-market-how-prices-move',
    hoursAgo: 1,
    title: 'How prices move on this demo platform',
    summary: 'Every quote here comes from a seeded market simulator, the same for every user.',
    body: 'The prices on this platform are simulated. Each instrument follows a documented random model with its own volatility, and every user sees the same bid and ask at the same moment.\n\nOrders fill at that quote and record it, so any fill can be checked afterwards.',
    source: SOURCE,
    withPicture: true,
    instrumentIds: [],
  },
  {
    slug: 'tech-shares-lead-opening',
    hoursAgo: 2,
    title: 'Tech shares lead the simulated opening bell',
    summary: 'Chip makers and platform companies moved most in the first minutes of the US session.',
    body: 'NVIDIA, AMD and Apple were the most active shares at the simulated open. Volatility in the model is highest for growth shares, so wider swings are expected there.\n\nRemember that leverage on individual shares is capped at 5:1 for retail clients.',
    source: SOURCE,
    withPicture: true,
    instrumentIds: ['NVDA', 'AMD', 'AAPL'],
  },
  {
    slug: 'euro-dollar-range',
    hoursAgo: 4,
    title: 'EUR/USD holds a narrow range ahead of US data',
    summary: 'The most traded currency pair moved little during the European morning.',
    body: 'EUR/USD traded in a tight range as traders waited for US consumer confidence figures later in the week.\n\nMajor currency pairs may be traded with leverage of up to 30:1 for retail clients.',
    source: SOURCE,
    withPicture: false,
    instrumentIds: ['EURUSD'],
  },
  {
    slug: 'gold-steady',
    hoursAgo: 6,
    title: 'Gold steady as the dollar pauses',
    summary: 'Gold held near its recent levels in quiet trading.',
    body: 'Gold traded calmly through the Asian and European sessions. In the simulator, gold has a lower volatility than most other commodities.\n\nGold CFDs are capped at 20:1 leverage for retail clients.',
    source: SOURCE,
    withPicture: true,
    instrumentIds: ['XAUUSD'],
  },
  {
    slug: 'bitcoin-weekend-swings',
    hoursAgo: 9,
    title: 'Bitcoin swings through the weekend',
    summary: 'Crypto trades around the clock, so weekend moves show up on Monday charts of other markets only.',
    body: 'Bitcoin and Ether kept trading through the weekend while stock and forex markets were closed.\n\nCrypto CFDs are the most volatile instruments on the platform, and leverage on them is capped at 2:1 for retail clients.',
    source: SOURCE,
    withPicture: false,
    instrumentIds: ['BTCUSD', 'ETHUSD'],
  },
  {
    slug: 'dax-record-talk',
    hoursAgo: 12,
    title: 'DAX traders watch the Ifo survey',
    summary: 'German business sentiment came in slightly below expectations.',
    body: 'The Ifo business climate index eased a little. The DAX opened flat in the simulated session.\n\nMajor indices such as the DAX may be traded with leverage of up to 20:1 for retail clients.',
    source: SOURCE,
    withPicture: true,
    instrumentIds: ['GER40'],
  },
  {
    slug: 'oil-inventory-preview',
    hoursAgo: 20,
    title: 'Oil traders look ahead to inventory figures',
    summary: 'WTI and Brent drifted lower in thin trading.',
    body: 'Crude oil prices drifted during the session. Energy commodities carry a higher volatility in the simulator than precious metals.\n\nCommodities other than gold are capped at 10:1 leverage for retail clients.',
    source: SOURCE,
    withPicture: false,
    instrumentIds: ['USOIL', 'UKOIL'],
  },
  {
    slug: 'amsterdam-chip-shares',
    hoursAgo: 26,
    title: 'Amsterdam chip shares in focus',
    summary: 'ASML was the most traded share on the simulated Amsterdam exchange.',
    body: 'ASML and other Dutch shares were active during the Amsterdam session, which runs from 09:00 to 17:30 local time.',
    source: SOURCE,
    withPicture: true,
    instrumentIds: ['ASML', 'NED25'],
  },
  {
    slug: 'margin-close-out-explained',
    hoursAgo: 30,
    title: 'What a margin close-out is, and why it protects you',
    summary: 'Positions are closed when equity falls to half of the margin they require.',
    body: 'EU rules for retail CFD clients require a broker to close positions when the account equity falls to 50% of the margin the open positions require. The largest loss is closed first, until the account is above that level again.\n\nThanks to negative balance protection, a retail account can never lose more than the money in it.',
    source: SOURCE,
    withPicture: false,
    instrumentIds: [],
  },
  {
    slug: 'yen-pairs-active',
    hoursAgo: 40,
    title: 'Yen pairs active during the Tokyo session',
    summary: 'USD/JPY and EUR/JPY moved most while Tokyo was open.',
    body: 'Yen crosses were the most active pairs overnight. Pairs of two major currencies, such as USD/JPY, may be traded with leverage up to 30:1.',
    source: SOURCE,
    withPicture: true,
    instrumentIds: ['USDJPY', 'EURJPY', 'JPN225'],
  },
  {
    slug: 'pending-orders-how-to',
    hoursAgo: 52,
    title: 'Pending orders: limit and stop',
    summary: 'A limit order waits for a better price; a stop order waits for a breakout.',
    body: 'A buy limit fills when the ask falls to your price or below; a buy stop fills when the ask rises to your price or above. Sell orders mirror this against the bid.\n\nWhen a pending order triggers, the free margin is checked again at that moment.',
    source: SOURCE,
    withPicture: false,
    instrumentIds: [],
  },
  {
    slug: 'ftse-miners',
    hoursAgo: 70,
    title: 'Miners weigh on the FTSE 100',
    summary: 'Rio Tinto and other miners slipped in the simulated London session.',
    body: 'Mining shares were among the weakest in London. The FTSE 100 closed slightly lower in the simulated session.',
    source: SOURCE,
    withPicture: true,
    instrumentIds: ['UK100', 'RIO'],
  },
];
