// What an open terminal screen costs the trader's machine while nobody touches it: main-thread
// time (Chrome's Performance.getMetrics TaskDuration and ScriptDuration) and layouts over 10 s of
// the live market, for a fresh demo account at 1440×900. Against a running server (`pnpm start`,
// or BASE_URL):
//   cd e2e && pnpm exec tsx tools/terminal-idle-cost.ts [screen …]
import { chromium, request as httpRequest } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:7799';
const SCREENS = process.argv.length > 2 ? process.argv.slice(2) : ['exchange', 'instrument/BTCUSD', 'dashboard'];
const SETTLE_MS = 3_000;
const WINDOW_MS = 10_000;

async function demoTokens(): Promise<{ accessToken: string; refreshToken: string }> {
  const api = await httpRequest.newContext({ baseURL: BASE_URL });
  const email = `idle-${Date.now()}@bench.example`;
  const password = 'Idle screen cost 2026!';
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
  const signin = await api.post('/api/v1/auth/signin', { data: { email, password } });
  if (!signin.ok()) throw new Error(`signin: ${await signin.text()}`);
  const tokens = (await signin.json()) as { accessToken: string; refreshToken: string };
  await api.dispose();
  return tokens;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const tokens = await demoTokens();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/api/v1/platform`);
  await page.evaluate((pair) => {
    localStorage.setItem('beurs.accessToken', pair.accessToken);
    localStorage.setItem('beurs.refreshToken', pair.refreshToken);
  }, tokens);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]));
  console.log(`screen\tmain thread s per ${WINDOW_MS / 1000} s\tscript s\tlayouts`);
  for (const screen of SCREENS) {
    await page.goto(`${BASE_URL}/terminal/${screen}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const before = await metrics();
    await page.waitForTimeout(WINDOW_MS);
    const after = await metrics();
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    console.log(`${screen}\t${delta('TaskDuration').toFixed(2)}\t${delta('ScriptDuration').toFixed(2)}\t${delta('LayoutCount')}`);
  }
} finally {
  await browser.close();
}
