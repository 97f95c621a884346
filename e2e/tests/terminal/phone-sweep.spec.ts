import type { APIRequestContext } from '@playwright/test';
import { test, expect, type Page } from '../../support/fixtures';
import { seriousAxeViolations } from '../../support/axe';
import { openTerminal, signUpAndSignIn, type Tokens } from './terminal-session';
import { TERMINAL_ROUTES } from './terminal-routes';

/** The phones the terminal is laid out for: a common one and the narrowest it supports. */
const PHONES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
] as const;

/** What a sweep of one screen found: controls something else covers, and sideways scrolling. */
interface SweepReport {
  /** How many controls were checked, so a sweep that found none is noticed. */
  checked: number;
  /** One line per covered control: the control, and what lies over its centre. */
  covered: string[];
  /** Set when the document scrolled or could scroll sideways. */
  sideways: string | null;
}

/**
 * Runs in the page. Every visible link, button and form control inside `rootSelector` (the main
 * content, or an open dialog) is scrolled to the middle of the window, then to its foot (where
 * Tab and find-in-page bring a control from below), and each time the element at its centre must
 * be the control itself (or a part of it, or its label): a bar fixed or stuck to the window (the
 * bottom bar, the sticky header, a trade bar), a toast or a dialog over it is reported. A control inside such a bar is
 * not covered by its own bar, since the element at its centre is then the control. The
 * document must never scroll sideways, whatever is scrolled into view.
 */
async function sweepControls(rootSelector: string): Promise<SweepReport> {
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"]';
  const main = document.querySelector(rootSelector);
  if (!main) return { checked: 0, covered: [`nothing on the page matches ${rootSelector}`], sideways: null };
  const name = (element: Element): string => {
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}> "${text || element.getAttribute('name') || element.id}"`;
  };
  /** The coverer as a person would name it: the fixed or sticky box it belongs to, else itself. */
  const coverer = (element: Element): string => {
    for (let box: Element | null = element; box; box = box.parentElement) {
      const position = getComputedStyle(box).position;
      if (position === 'fixed' || position === 'sticky') {
        const named = box.getAttribute('aria-label') ?? box.getAttribute('role') ?? '';
        return `the ${position} ${box.tagName.toLowerCase()}.${[...box.classList].join('.')}${named ? ` (${named})` : ''}`;
      }
    }
    return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
  };
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  /** Inside a box clipped to nothing: the visually hidden pattern (a card table's column headers). */
  const clippedAway = (element: Element): boolean => {
    for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
      const style = getComputedStyle(box);
      const size = box.getBoundingClientRect();
      const clips = style.overflow !== 'visible' || style.clipPath !== 'none';
      if (clips && (size.width < 2 || size.height < 2)) return true;
    }
    return false;
  };
  const controls = [...main.querySelectorAll(CONTROLS)].filter((element) => {
    const box = element.getBoundingClientRect();
    // Visually hidden text and collapsed parts are not controls a finger can reach.
    return (
      box.width >= 2 &&
      box.height >= 2 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !clippedAway(element)
    );
  });
  /**
   * Where a finger would press: the middle of the control's largest box. A link that wraps has
   * one box a line, and the middle of the box around them all may be beside its text.
   */
  const target = (element: Element): DOMRect => {
    const boxes = [...element.getClientRects()];
    return boxes.reduce(
      (largest, box) => (box.width * box.height > largest.width * largest.height ? box : largest),
      boxes[0] ?? element.getBoundingClientRect(),
    );
  };
  const covered: string[] = [];
  let sideways: string | null = null;
  let checked = 0;
  const centreOf = (control: Element) => {
    const box = target(control);
    return { x: box.left + box.width / 2, y: box.top + Math.min(box.height, window.innerHeight) / 2 };
  };
  const outside = ({ x, y }: { x: number; y: number }) => x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight;
  /** Frames until the control stops moving (content that arrived late, a figure that rewrapped), at most 30. */
  const settled = async (control: Element) => {
    let last = centreOf(control);
    for (let frame = 0; frame < 30; frame += 1) {
      await nextFrame();
      const now = centreOf(control);
      if (now.x === last.x && now.y === last.y) return;
      last = now;
    }
  };
  /** Scrolls the control as `block` says and answers what covers its centre, or null. */
  const lookAt = async (control: Element, block: ScrollLogicalPosition): Promise<string | null> => {
    control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
    // Let scroll-driven layout (a header hiding, a windowed list) settle before looking.
    await nextFrame();
    if (!control.isConnected) return null;
    if (window.scrollX !== 0 && sideways === null)
      sideways = `the document scrolled ${window.scrollX} px sideways to show ${name(control)}`;
    const { x, y } = centreOf(control);
    if (outside({ x, y })) return `cannot be scrolled into the window (centre at ${Math.round(x)}, ${Math.round(y)})`;
    const hit = document.elementFromPoint(x, y);
    if (!hit || control === hit || control.contains(hit)) return null;
    // A label drawn over its own control (a styled checkbox) is the control to a finger.
    const label = hit.closest('label');
    if (label && (label.control === control || label.contains(control))) return null;
    return `is covered by ${coverer(hit)}`;
  };
  const coveredAt = async (control: Element, block: ScrollLogicalPosition): Promise<string | null> => {
    if ((await lookAt(control, block)) === null) return null;
    // Late content (a list that arrived, a figure that rewrapped) may have moved the control
    // between the scroll and the look. A person scrolls again once the page holds still; so does
    // the sweep. What is still out of reach or covered then is a finding.
    await settled(control);
    if (!control.isConnected) return null;
    return lookAt(control, block);
  };
  for (const control of controls) {
    // A windowed list may have swapped the rows out while an earlier control was scrolled to.
    if (!control.isConnected) continue;
    checked += 1;
    // In the middle of the window, and at its foot, where Tab and find-in-page bring a control
    // that was below the window: a bar stuck to the foot must not hide it there either.
    for (const block of ['center', 'end'] as const) {
      const problem = await coveredAt(control, block);
      if (problem) {
        covered.push(`${name(control)} ${problem}${block === 'end' ? ' when scrolled up from below' : ''}`);
        break;
      }
    }
  }
  const root = document.documentElement;
  if (sideways === null && root.scrollWidth > root.clientWidth)
    sideways = `the document is ${root.scrollWidth - root.clientWidth} px wider than the window`;
  return { checked, covered, sideways };
}

/** `amount` with two decimals, as the server takes prices. */
const cents = (amount: number) => (Math.round(amount * 100) / 100).toFixed(2);

/**
 * A trader with something on every screen, made through the API: an open BTCUSD position with a
 * stop-loss and a take-profit, a closed one (history, and its realised P&L in the transactions),
 * a pending limit order, a price alert and a watchlist of its own.
 */
async function tradingAccount(request: APIRequestContext): Promise<Tokens> {
  const tokens = await signUpAndSignIn(request);
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const quotes = (await (await request.get('/api/v1/quotes/?instrument_ids=BTCUSD')).json()) as {
    quotes: Array<{ instrument_id: string; bid: string }>;
  };
  const bid = Number(quotes.quotes.find((quote) => quote.instrument_id === 'BTCUSD')?.bid);
  const call = async (path: string, data: object): Promise<unknown> => {
    const answer = await request.post(`/api/v1/${path}`, { headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  const open = (data: object) =>
    call('orders/open', { instrument_id: 'BTCUSD', leverage: 2, ...data }) as Promise<{ order: { id: string } }>;
  await open({ side: 'buy', type: 'market', volume: '0.02', stop_loss: cents(bid * 0.97), take_profit: cents(bid * 1.04) });
  const closing = await open({ side: 'sell', type: 'market', volume: '0.01' });
  await call('orders/close', { id: closing.order.id });
  await open({ side: 'buy', type: 'limit', volume: '0.01', price: cents(bid * 0.98) });
  await call('alerts/create', { instrument_id: 'BTCUSD', condition: 'above', price: cents(bid * 1.02), note: 'Breakout' });
  await call('watchlists/save', { name: 'Crypto to watch', instrument_ids: ['BTCUSD', 'EURUSD'] });
  return tokens;
}

/** One account for every screen of this file: the sweep reads it and changes nothing. */
let account: Promise<Tokens> | undefined;

/** Opens a route and waits until its data is in: the heading shown, no loading placeholder left. */
async function openRoute(page: Page, tokens: Tokens, route: string): Promise<void> {
  await openTerminal(page, tokens, route);
  await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ }), route).toHaveCount(0, { timeout: 15_000 });
  // Swept once it shows its controls: with its data in, a screen may still be laying them out
  // (the exchange's list, on a slow machine), and a sweep then would check none of them.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'main :is(a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"])',
            ),
          ].some((control) => control.checkVisibility({ opacityProperty: true, visibilityProperty: true })),
        ),
      { message: `${route} shows a control`, timeout: 15_000 },
    )
    .toBe(true);
}

/** The routes to sweep: every terminal screen, and one notification of the account's. */
async function routesOf(request: APIRequestContext, tokens: Tokens): Promise<string[]> {
  const answer = await request.get('/api/v1/notifications/', { headers: { authorization: `Bearer ${tokens.accessToken}` } });
  const { notifications } = (await answer.json()) as { notifications: Array<{ id: string }> };
  return [...TERMINAL_ROUTES, ...(notifications[0] ? [`notifications/${notifications[0].id}`] : [])];
}

/**
 * The exchange's controls a phone keeps folded: its filter panel (swept open), then the
 * watchlists dialog opened from it, swept as a screen of its own: its lists, names and buttons.
 */
async function sweepExchangeFolds(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(page.getByRole('button', { name: 'Lists…' })).toBeVisible();
  const panel = await page.evaluate(sweepControls, 'main');
  const problems = panel.covered.map((line) => `exchange with its filters open: ${line}`);
  if (panel.sideways) problems.push(`exchange with its filters open: ${panel.sideways}`);
  await page.getByRole('button', { name: 'Lists…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your watchlists' });
  await expect(dialog.getByRole('button', { name: 'Rename Crypto to watch' })).toBeVisible();
  const report = await page.evaluate(sweepControls, 'dialog[open]');
  problems.push(...report.covered.map((line) => `watchlists dialog: ${line}`));
  if (report.sideways) problems.push(`watchlists dialog: ${report.sideways}`);
  for (const violation of await seriousAxeViolations(page))
    problems.push(`watchlists dialog: axe ${violation.id} (${violation.nodes}×): ${violation.help}`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  return problems;
}

for (const phone of PHONES) {
  test(`at ${phone.width}×${phone.height} every control of every screen can be reached, nothing covers it and nothing scrolls sideways`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(phone);
    account ??= tradingAccount(request);
    const tokens = await account;
    const problems: string[] = [];
    let checked = 0;
    for (const route of await routesOf(request, tokens)) {
      await openRoute(page, tokens, route);
      const report = await page.evaluate(sweepControls, 'main');
      // Statistics is all figures; every other screen has links or buttons to check.
      checked += report.checked;
      problems.push(...report.covered.map((line) => `${route}: ${line}`));
      if (report.sideways) problems.push(`${route}: ${report.sideways}`);
      for (const violation of await seriousAxeViolations(page))
        problems.push(`${route}: axe ${violation.id} (${violation.nodes}×): ${violation.help}`);
      if (route === 'exchange') problems.push(...(await sweepExchangeFolds(page)));
    }
    expect(problems).toEqual([]);
    expect(checked, 'controls checked on all screens').toBeGreaterThan(100);
  });
}

/** The phone tables: where each is, and what heads its cards and what figure ends that line. */
const CARD_TABLES = [
  { route: 'history', caption: 'Closed orders', title: 'BTCUSD', figure: /^P&L\s*[-+−]?[\d,.]+\sEUR$/ },
  { route: 'history-transaction', caption: 'Ledger entries', title: 'Realised P&L', figure: /^Amount \(EUR\)\s*[-+−]?[\d,.]+$/ },
  { route: 'account/security', caption: 'Signed-in devices', title: /This device/, figure: null },
] as const;

for (const phone of PHONES) {
  test(`at ${phone.width}×${phone.height} the history, the transactions and the devices are cards headed by their name and key figure, inside the window`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(phone);
    account ??= tradingAccount(request);
    const tokens = await account;
    for (const { route, caption, title, figure } of CARD_TABLES) {
      await openRoute(page, tokens, route);
      const table = page.getByRole('table', { name: caption });
      const card = table.getByRole('row').nth(1);
      const heading = card.locator('.bx-table__cell--card-title');
      // The cell's column label is hidden on the title line (and from screen readers everywhere).
      await expect(heading.locator('.bx-table__value'), route).toHaveText(title);
      await expect(heading.locator('.bx-table__label'), route).toBeHidden();
      const cells = await card.getByRole('cell').all();
      const headingBox = await heading.boundingBox();
      if (!headingBox) throw new Error(`${route}: the card's title has no box`);
      const figureCell = figure ? card.locator('.bx-table__cell--card-figure') : null;
      if (figureCell && figure) {
        await expect(figureCell, route).toHaveText(figure);
        const box = await figureCell.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= phone.width, `${route}: the key figure is inside the window`).toBe(true);
        // Beside the title, or on the line under it when both do not fit: above every other cell.
        for (const cell of cells) {
          if ((await cell.getAttribute('class'))?.includes('bx-table__cell--card-')) continue;
          expect((await cell.boundingBox())?.y ?? 0, `${route}: the key figure comes first`).toBeGreaterThan(box?.y ?? Infinity);
        }
      }
      // Nothing of the card reaches past the window, so nothing scrolls sideways.
      for (const cell of cells) {
        const box = await cell.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= phone.width, `${route}: every cell is inside the window`).toBe(true);
      }
      // The table's own scroll area (the security screen's card is a region of the same name).
      const scroller = table.locator('xpath=..');
      expect(
        await scroller.evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth),
        `${route}: the table scrolls sideways`,
      ).toBeLessThanOrEqual(0);
    }
  });
}

test('the sweep reports a control that a bar fixed to the window covers', async ({ page, request }) => {
  await page.setViewportSize(PHONES[0]);
  account ??= tradingAccount(request);
  await openRoute(page, await account, 'history');
  // The fault the sweep guards against: a bar fixed over the window's foot with nothing to keep
  // the end of the content clear of it, and a control at that end.
  await page.addStyleTag({
    content:
      '.t-bottom-bar { position: fixed; left: 0; right: 0; bottom: 0; } .t-main { padding-bottom: 0 !important; } html { scroll-padding-bottom: 0 !important; }',
  });
  await page.evaluate(() => {
    const last = document.createElement('button');
    last.textContent = 'The last control';
    document.querySelector('main')?.append(last);
  });
  const report = await page.evaluate(sweepControls, 'main');
  expect(report.covered).toContainEqual(
    expect.stringMatching(/^<button> "The last control" is covered by the fixed nav\.[^ ]*t-bottom-bar/),
  );
});
