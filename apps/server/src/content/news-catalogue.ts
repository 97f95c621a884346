import type { NewsPicture } from './news-pictures';
import type { NewsTime } from './news-time';

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';
const AMSTERDAM = 'Europe/Amsterdam';
const FRANKFURT = 'Europe/Berlin';

/** One item of the demo news feed, published at a local time that matches its text. */
export interface NewsTemplate {
  slug: string;
  published: NewsTime;
  title: string;
  summary: string;
  /** Plain text; paragraphs separated by blank lines. Clients render it as text, never as HTML. */
  body: string;
  source: string;
  /** Its picture, drawn and served by the news-picture route (news-pictures.ts). */
  picture: NewsPicture;
  instrumentIds: string[];
}

const SOURCE = 'Beurs demo newsroom (simulated market)';

/**
 * The demo newsroom. Every item says it describes the simulated market: the prices on this
 * platform come from a seeded model, not from an exchange (product rule 3).
 */
export const NEWS: readonly NewsTemplate[] = [
  {
    slug: 'simulated-market-how-prices-move',
    published: { tradingDaysAgo: 0, timezone: AMSTERDAM, time: '08:00' },
    title: 'How prices move on this demo platform',
    summary: 'Every quote here comes from a seeded market simulator, the same for every user.',
    body: 'The prices on this platform are simulated. Each instrument follows a documented random model with its own volatility, and every user sees the same bid and ask at the same moment.\n\nOrders fill at that quote and record it, so any fill can be checked afterwards.',
    source: SOURCE,
    picture: { icon: 'dice', chart: 'random-walk', palette: 'learning' },
    instrumentIds: [],
  },
  {
    slug: 'tech-shares-lead-opening',
    // Five minutes after the US cash open (09:30 New York): "the first minutes of the US session".
    published: { tradingDaysAgo: 0, timezone: NEW_YORK, time: '09:35' },
    title: 'Tech shares lead the simulated opening bell',
    summary: 'Chip makers and platform companies moved most in the first minutes of the US session.',
    body: 'NVIDIA, AMD and Apple were the most active shares at the simulated open. Volatility in the model is highest for growth shares, so wider swings are expected there.\n\nRemember that leverage on individual shares is capped at 5:1 for retail clients.',
    source: SOURCE,
    picture: { icon: 'bell', chart: 'swinging', palette: 'technology' },
    instrumentIds: ['NVDA', 'AMD', 'AAPL'],
  },
  {
    slug: 'euro-dollar-range',
    published: { tradingDaysAgo: 0, timezone: AMSTERDAM, time: '11:30' },
    title: 'EUR/USD holds a narrow range ahead of US data',
    summary: 'The most traded currency pair moved little during the European morning.',
    body: 'EUR/USD traded in a tight range as traders waited for the next US consumer confidence figures.\n\nMajor currency pairs may be traded with leverage of up to 30:1 for retail clients.',
    source: SOURCE,
    picture: { icon: 'coins', chart: 'range', palette: 'currencies' },
    instrumentIds: ['EURUSD'],
  },
  {
    slug: 'gold-steady',
    published: { tradingDaysAgo: 0, timezone: LONDON, time: '12:30' },
    title: 'Gold steady as the dollar pauses',
    summary: 'Gold held near its recent levels in quiet trading.',
    body: 'Gold traded calmly through the Asian session and the European morning. In the simulator, gold has a lower volatility than most other commodities.\n\nGold CFDs are capped at 20:1 leverage for retail clients.',
    source: SOURCE,
    picture: { icon: 'gold-bars', chart: 'steady', palette: 'metals' },
    instrumentIds: ['XAUUSD'],
  },
  {
    slug: 'bitcoin-weekend-swings',
    // Monday morning, the first trading day after the weekend it describes.
    published: { tradingDaysAgo: 0, timezone: AMSTERDAM, time: '08:15', weekday: 1 },
    title: 'Bitcoin swings through the weekend',
    summary: 'Crypto trades around the clock, so weekend moves show up on Monday charts of other markets only.',
    body: 'Bitcoin and Ether kept trading through the weekend while stock and forex markets were closed.\n\nCrypto CFDs are the most volatile instruments on the platform, and leverage on them is capped at 2:1 for retail clients.',
    source: SOURCE,
    picture: { icon: 'bitcoin', chart: 'swinging', palette: 'crypto' },
    instrumentIds: ['BTCUSD', 'ETHUSD'],
  },
  {
    slug: 'dax-record-talk',
    // Just after the Ifo release the calendar has at 10:00 Frankfurt on the same trading day.
    published: { tradingDaysAgo: 1, timezone: FRANKFURT, time: '10:05' },
    title: 'DAX traders watch the Ifo survey',
    summary: 'German business sentiment came in slightly below expectations.',
    body: 'The Ifo business climate index eased a little. The DAX opened flat in the simulated session.\n\nMajor indices such as the DAX may be traded with leverage of up to 20:1 for retail clients.',
    source: SOURCE,
    picture: { icon: 'factory', chart: 'steady', palette: 'indices' },
    instrumentIds: ['GER40'],
  },
  {
    slug: 'oil-inventory-preview',
    published: { tradingDaysAgo: 1, timezone: LONDON, time: '17:00' },
    title: 'Oil traders look ahead to inventory figures',
    summary: 'WTI and Brent drifted lower in thin trading.',
    body: 'Crude oil prices drifted during the session. Energy commodities carry a higher volatility in the simulator than precious metals.\n\nCommodities other than gold are capped at 10:1 leverage for retail clients.',
    source: SOURCE,
    picture: { icon: 'barrel', chart: 'falling', palette: 'energy' },
    instrumentIds: ['USOIL', 'UKOIL'],
  },
  {
    slug: 'amsterdam-chip-shares',
    // After the Amsterdam close (17:30) the text looks back on.
    published: { tradingDaysAgo: 1, timezone: AMSTERDAM, time: '17:45' },
    title: 'Amsterdam chip shares in focus',
    summary: 'ASML was the most traded share on the simulated Amsterdam exchange.',
    body: 'ASML and other Dutch shares were active during the Amsterdam session, which runs from 09:00 to 17:30 local time.',
    source: SOURCE,
    picture: { icon: 'chip', chart: 'rising', palette: 'technology' },
    instrumentIds: ['ASML', 'NED25'],
  },
  {
    slug: 'margin-close-out-explained',
    published: { tradingDaysAgo: 2, timezone: AMSTERDAM, time: '14:00' },
    title: 'What a margin close-out is, and why it protects you',
    summary: 'Positions are closed when equity falls to half of the margin they require.',
    body: 'EU rules for retail CFD clients require a broker to close positions when the account equity falls to 50% of the margin the open positions require. The largest loss is closed first, until the account is above that level again.\n\nThanks to negative balance protection, a retail account can never lose more than the money in it.',
    source: SOURCE,
    picture: { icon: 'shield', chart: 'close-out', palette: 'learning' },
    instrumentIds: [],
  },
  {
    slug: 'yen-pairs-active',
    // The European morning after the Tokyo session (09:00-15:00 Tokyo).
    published: { tradingDaysAgo: 2, timezone: LONDON, time: '07:30' },
    title: 'Yen pairs active during the Tokyo session',
    summary: 'USD/JPY and EUR/JPY moved most while Tokyo was open.',
    body: 'Yen crosses were the most active pairs overnight. Pairs of two major currencies, such as USD/JPY, may be traded with leverage up to 30:1.',
    source: SOURCE,
    picture: { icon: 'rising-sun', chart: 'swinging', palette: 'currencies' },
    instrumentIds: ['USDJPY', 'EURJPY', 'JPN225'],
  },
  {
    slug: 'pending-orders-how-to',
    published: { tradingDaysAgo: 3, timezone: AMSTERDAM, time: '11:00' },
    title: 'Pending orders: limit and stop',
    summary: 'A limit order waits for a better price; a stop order waits for a breakout.',
    body: 'A buy limit fills when the ask falls to your price or below; a buy stop fills when the ask rises to your price or above. Sell orders mirror this against the bid.\n\nWhen a pending order triggers, the free margin is checked again at that moment.',
    source: SOURCE,
    picture: { icon: 'clock', chart: 'order-level', palette: 'learning' },
    instrumentIds: [],
  },
  {
    slug: 'pending-orders-closed-market',
    published: { tradingDaysAgo: 3, timezone: AMSTERDAM, time: '11:05' },
    title: 'Can I place a pending order while the market is closed?',
    summary: 'Yes: limit and stop orders wait for the open. Market orders need an open market.',
    body: 'You can place a limit or stop order while its market is closed, for example at the weekend. We check it against the last price we had. It cannot fill before the market opens.\n\nWhen the market opens, the first new price decides. If that price has jumped past your order price (a gap), your order fills at that opening price, not at the price you chose. This can be better or worse than your price. Real brokers work the same way.\n\nA market order, or closing a position, needs the market to be open.',
    source: SOURCE,
    picture: { icon: 'padlock', chart: 'gap', palette: 'learning' },
    instrumentIds: [],
  },
  {
    slug: 'ftse-miners',
    // After the London close (16:30): "closed slightly lower".
    published: { tradingDaysAgo: 3, timezone: LONDON, time: '16:45' },
    title: 'Miners weigh on the FTSE 100',
    summary: 'Rio Tinto and other miners slipped in the simulated London session.',
    body: 'Mining shares were among the weakest in London. The FTSE 100 closed slightly lower in the simulated session.',
    source: SOURCE,
    picture: { icon: 'mountains', chart: 'falling', palette: 'indices' },
    instrumentIds: ['UK100', 'RIO'],
  },
];
