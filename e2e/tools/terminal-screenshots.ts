// Screenshots of the trading workspace for docs/terminal.md: 1440×900 and 375×812, in a light
// (Orange) and a dark (Indigo) theme, of a fresh demo account with a position, an order and an
// alert. Against a running server (`pnpm start`, or BASE_URL):
//   cd e2e && pnpm exec tsx tools/terminal-screenshots.ts
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request as httpRequest, type APIResponse } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:7799';
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../docs/images');
const THEMES = [
  { id: 'orange', name: 'light' },
  { id: 'indigo', name: 'dark' },
] as const;
const VIEWS = [
  { width: 1440, height: 900, path: 'exchange' },
  { width: 375, height: 812, path: 'exchange' },
] as const;

async function demoAccount(): Promise<{ accessToken: string; refreshToken: string }> {
  const api = await httpRequest.newContext({ baseURL: BASE_URL });
  const email = `screens-${Date.now()}@docs.example`;
  const password = 'Workspace screenshots 2026!';
  const profile = {
    first_name: 'Erin',
    last_name: 'Trader',
    phone: '+31 20 555 0101',
    country_id: 528,
    accept_terms: true,
    accept_risk_warning: true,
  };
  const signup = await api.post('/api/v1/auth/signup', { data: { email, password, ...profile } });
  if (!signup.ok()) throw new Error(`signup: ${await signup.text()}`);
  const tokens = (await (await api.post('/api/v1/auth/signin', { data: { email, password } })).json()) as {
    accessToken: string;
    refreshToken: string;
  };
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const quotes = (await (await api.get('/api/v1/quotes/')).json()) as { quotes: Array<{ instrument_id: string; bid: string }> };
  const bid = Number(quotes.quotes.find((quote) => quote.instrument_id === 'BTCUSD')?.bid);
  const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
  const open = (data: object) => api.post('/api/v1/orders/open', { headers, data: { instrument_id: 'BTCUSD', leverage: 2, ...data } });
  const done = async (what: string, answer: Promise<APIResponse>): Promise<APIResponse> => {
    const response = await answer;
    if (!response.ok()) throw new Error(`${what}: ${await response.text()}`);
    return response;
  };
  await done(
    'position',
    open({ side: 'buy', type: 'market', volume: '0.02', stop_loss: cents(bid * 0.997), take_profit: cents(bid * 1.004) }),
  );
  await done('pending order', open({ side: 'buy', type: 'limit', volume: '0.01', price: cents(bid * 0.998) }));
  await done(
    'alert',
    api.post('/api/v1/alerts/create', {
      headers,
      data: { instrument_id: 'BTCUSD', condition: 'above', price: cents(bid * 1.002), note: 'Breakout' },
    }),
  );
  const lists = (await (await done('watchlists', api.get('/api/v1/watchlists/', { headers }))).json()) as {
    watchlists: Array<{ id: string; name: string; is_default: boolean }>;
  };
  const favourites = lists.watchlists.find((list) => list.is_default);
  if (favourites)
    await done(
      'favourites',
      api.post('/api/v1/watchlists/save', {
        headers,
        data: { id: favourites.id, name: favourites.name, instrument_ids: ['BTCUSD', 'EURUSD', 'AAPL'] },
      }),
    );
  await api.dispose();
  return tokens;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
mkdirSync(OUT, { recursive: true });
const tokens = await demoAccount();
for (const theme of THEMES) {
  for (const view of VIEWS) {
    const page = await browser.newPage({ viewport: { width: view.width, height: view.height } });
    await page.goto(`${BASE_URL}/api/v1/platform`);
    await page.evaluate(
      ({ pair, themeId }) => {
        localStorage.setItem('beurs.accessToken', pair.accessToken);
        localStorage.setItem('beurs.refreshToken', pair.refreshToken);
        localStorage.setItem('beurs:appearance', JSON.stringify({ themeId, fontId: 'poppins' }));
      },
      { pair: tokens, themeId: theme.id },
    );
    await page.goto(`${BASE_URL}/terminal/${view.path}`);
    await page.getByLabel('Search').first().fill('BTCUSD');
    if (view.width < 1024) await page.locator('tr[data-instrument-id="BTCUSD"] [data-testid="quote-bid"]').click();
    await page.getByTestId('candle-chart').locator('.highcharts-candlestick-series').first().waitFor();
    await page.waitForTimeout(1500);
    const file = join(OUT, `workspace-${view.width}-${theme.name}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    await page.close();
  }
}
await browser.close();
