import { routePath } from './route-path';

/** A link to a page of the site. */
export interface SiteLink {
  to: string;
  label: string;
}

function link(name: string, label: string): SiteLink {
  return { to: routePath(name), label };
}

/** The market information pages (contract §2: markets-*). */
export const MARKET_LINKS: readonly SiteLink[] = [
  link('markets-all', 'All markets'),
  link('markets-trade-shares', 'Shares'),
  link('markets-forex', 'Forex'),
  link('markets-crypto', 'Crypto'),
  link('markets-indices', 'Indices'),
  link('markets-commodities', 'Commodities'),
];

/** The two calendars. */
export const CALENDAR_LINKS: readonly SiteLink[] = [
  link('economic-calendar', 'Economic calendar'),
  link('earnings-calendar', 'Earnings calendar'),
];

/** The learning hub and its articles (contract §2: learn, ltt-*). */
export const LEARN_HUB: SiteLink = link('learn', 'Learn to trade');
export const LEARN_LINKS: readonly SiteLink[] = [
  link('ltt-why-is-cfd', 'What is a CFD?'),
  link('ltt-how-to-trade-cfd', 'Margin and leverage'),
  link('ltt-cfd-markets', 'Going long and short'),
  link('ltt-cfd-trading-explained', 'Costs and risk management'),
  link('ltt-cfd-vs-share', 'CFDs versus owning shares'),
];

/** The compliance pages (contract §2: compliance, compliance-*). */
export const COMPLIANCE_LINKS: readonly SiteLink[] = [
  link('compliance', 'Compliance overview'),
  link('compliance-compliance', 'How we keep the rules'),
  link('compliance-regulations', 'EU retail CFD rules'),
  link('compliance-terms', 'Trading terms'),
];

/** The company and information pages. */
export const COMPANY_LINKS: readonly SiteLink[] = [
  link('is-safe', 'Is it safe?'),
  link('why-we', 'Why Beurs'),
  link('careers', 'Careers'),
  link('terms', 'Terms and conditions'),
];

/** The FAQ hub and its nine sections (contract §2: faq, faq-*). */
export const FAQ_HUB: SiteLink = link('faq', 'FAQ');
export const FAQ_LINKS: readonly SiteLink[] = [
  link('faq-account', 'Your account'),
  link('faq-id-and-address', 'Identity verification'),
  link('faq-trading', 'Trading'),
  link('faq-deposit-withdrawal', 'Deposits and withdrawals'),
  link('faq-market-orders', 'Market orders'),
  link('faq-pending-orders', 'Pending orders'),
  link('faq-profit', 'Profit'),
  link('faq-loss', 'Loss and risk'),
  link('faq-other', 'Other questions'),
];

export const LOGIN_PATH = routePath('login');
export const REGISTRATION_PATH = routePath('registration');
/** Where a visitor asks for a password-reset link (extension). */
export const FORGOT_PASSWORD_PATH = routePath('forgot-password');
/** Where a reset link leads; must match the domain's `PASSWORD_RESET_PAGE_PATH`, which the server links to. */
export const RESET_PASSWORD_PATH = routePath('reset-password');

/** Where a signed-in user goes: the terminal, another app on the same origin (contract §4). */
export const TERMINAL_DASHBOARD_URL = '/terminal/dashboard';
/** The terminal's start, where the header sends a visitor who already has a session. */
export const TERMINAL_URL = '/terminal/';

/** A main section of the header navigation: its landing page and the paths it covers. */
export interface MainSection extends SiteLink {
  /** Path prefixes that belong to the section (for highlighting the current one). */
  covers: readonly string[];
}

/** The header navigation: one entry per section of the site. */
export const MAIN_SECTIONS: readonly MainSection[] = [
  { to: routePath('markets-all'), label: 'Markets', covers: ['/markets'] },
  { to: routePath('economic-calendar'), label: 'Calendars', covers: ['/economic-calendar', '/earnings-calendar'] },
  { to: LEARN_HUB.to, label: 'Learn', covers: ['/learn', '/ltt'] },
  { to: routePath('is-safe'), label: 'Is it safe?', covers: ['/is-safe', '/why-we', '/careers', '/terms'] },
  { to: routePath('compliance'), label: 'Compliance', covers: ['/compliance'] },
  { to: FAQ_HUB.to, label: 'FAQ', covers: ['/faq'] },
];
