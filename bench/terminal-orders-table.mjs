// Measures how long the terminal's orders table takes to apply one `userOrders` push of 1,000
// open orders (every order's P&L and price changed, the worst case), against a baseline measured
// in the same run: rendering a plain 1,000-row table once. Both run in jsdom with React 19 and
// the terminal's real modules (loaded through Vite, so the TypeScript sources are used as is).
//
//   node bench/terminal-orders-table.mjs            (from the repository root)
//   pnpm --filter @beurs/terminal bench
//
// Prints the medians and the ratio update / baseline (lower is better; < 1 means applying a
// push costs less than drawing a plain table of the same orders once).
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const ORDERS = 1000;
const WARMUP = 3;
const ROUNDS = 15;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const terminal = join(root, 'apps/terminal');
const requireFromTerminal = createRequire(join(terminal, 'package.json'));
const { JSDOM } = requireFromTerminal('jsdom');

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/terminal/orders', pretendToBeVisual: true });
for (const key of [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'Node',
  'Element',
  'Event',
  'MouseEvent',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'localStorage',
]) {
  Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: key === 'window' ? dom.window : dom.window[key] });
}

const vite = await import(pathToFileURL(requireFromTerminal.resolve('vite')).href);
const server = await vite.createServer({
  root: terminal,
  configFile: join(terminal, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
  ssr: { resolve: { conditions: ['@beurs/source', ...vite.defaultServerConditions] } },
});

try {
  const { renderPlainTable, mountLiveTable, applyPush } = await server.ssrLoadModule('/src/orders/bench-harness.tsx');

  const order = (index, tick) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    instrument_id: ['EURUSD', 'BTCUSD', 'AAPL', 'GER40'][index % 4],
    side: index % 2 ? 'sell' : 'buy',
    type: 'market',
    status: 'open',
    volume: '0.10',
    leverage: 5,
    price: null,
    open_price: '100.00',
    open_quote: null,
    close_price: null,
    close_quote: null,
    stop_loss: null,
    take_profit: null,
    margin: '200.00',
    pnl: `${(index % 50) - 25}.${String(tick % 100).padStart(2, '0')}`,
    current_price: `${100 + (tick % 7)}.${String(index % 100).padStart(2, '0')}`,
    close_reason: null,
    created_at: '2026-11-22T10:00:00.000Z',
    opened_at: '2026-11-22T10:00:00.000Z',
    closed_at: null,
  });
  const push = (tick) => Array.from({ length: ORDERS }, (_, index) => order(index, tick));

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  // Baseline: a plain 1,000-row table rendered once, from scratch.
  const baseline = [];
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    const container = document.createElement('div');
    document.body.append(container);
    const orders = push(round);
    const start = performance.now();
    const rootNode = renderPlainTable(container, orders);
    const elapsed = performance.now() - start;
    rootNode.unmount();
    container.remove();
    if (round >= WARMUP) baseline.push(elapsed);
  }

  // The terminal's table: mounted once, then one push of 1,000 changed orders per round.
  applyPush(push(0));
  const container = document.createElement('div');
  document.body.append(container);
  const rootNode = mountLiveTable(container);
  const rows = container.querySelectorAll('tr.t-order-row').length;
  const update = [];
  for (let round = 1; round <= WARMUP + ROUNDS; round += 1) {
    const next = push(round);
    const start = performance.now();
    applyPush(next);
    const elapsed = performance.now() - start;
    if (round > WARMUP) update.push(elapsed);
  }
  const shownPnl = container.querySelector('tr.t-order-row .t-pnl')?.textContent;
  rootNode.unmount();

  const base = median(baseline);
  const upd = median(update);
  console.log(`orders: ${ORDERS}, rows in the DOM: ${rows} (windowed), first P&L after the last push: ${shownPnl}`);
  console.log(`baseline (plain ${ORDERS}-row table, rendered once): median ${base.toFixed(2)} ms over ${ROUNDS} runs`);
  console.log(`terminal table, one userOrders push of ${ORDERS} changed orders: median ${upd.toFixed(2)} ms over ${ROUNDS} runs`);
  console.log(`ratio update / baseline: ${(upd / base).toFixed(3)}`);
} finally {
  await server.close();
}
