import { Decimal, type Order } from '@beurs/domain';
import { quoteOf } from '../market/test-quotes';
import { seededUniform } from '../seeded-uniform';
import type { TestServer } from '../test-server';
import { shifted } from './differential-scenario';
import { callApi, createTrader, type TestTrader } from './test-trader';

/** An instrument the crowd trades, with the volume and leverage of its orders. */
export interface CrowdInstrument {
  instrumentId: string;
  digits: number;
  volume: string;
  leverage: number;
}

/** What the crowd asked and was answered. */
export interface CrowdReport {
  /** How many answers of each HTTP status. */
  statuses: Map<number, number>;
  /** Orders placed (filled or pending). */
  placed: number;
}

/**
 * Traders acting all at once, each in its own loop of `rounds` requests: market orders with and
 * without stop-loss and take-profit, pending limits and stops, closes (some of one order twice at
 * the same instant), partial closes, changed levels, reverses and close-alls, while the market
 * moves under them. Seeded, so a failure can be replayed with the same choices (the timing of the
 * race is the machine's). Small balances among them so that some run into the close-out.
 */
export async function tradeConcurrently(
  server: TestServer,
  options: { instruments: readonly CrowdInstrument[]; traders: number; rounds: number; balances: readonly string[]; seed: number },
): Promise<CrowdReport> {
  const traders = await Promise.all(
    Array.from({ length: options.traders }, (_, index) =>
      createTrader(server, { balance: options.balances[index % options.balances.length] ?? '10000' }),
    ),
  );
  const report: CrowdReport = { statuses: new Map(), placed: 0 };
  const answered = (status: number) => report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);
  await Promise.all(
    traders.map((trader, index) =>
      trade(server, trader, options, seededUniform(options.seed + index), answered, () => (report.placed += 1)),
    ),
  );
  return report;
}

/** An order a trader placed, as the trader remembers it. */
interface Placed {
  id: string;
  instrument: CrowdInstrument;
  long: boolean;
}

async function trade(
  server: TestServer,
  trader: TestTrader,
  options: { instruments: readonly CrowdInstrument[]; rounds: number },
  draw: () => number,
  answered: (status: number) => void,
  placedOne: () => void,
): Promise<void> {
  const mine: Placed[] = [];
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(draw() * list.length)];
  /** A distance from the price in thousandths of it: near enough for the moves to reach. */
  const distance = () => 2 + Math.floor(draw() * 20);
  const call = async (
    name: 'openOrder' | 'closeOrder' | 'modifyOrder' | 'reverseOrder' | 'closeAllOrders',
    body: Record<string, unknown>,
    placed?: Omit<Placed, 'id'>,
  ) => {
    const response = await callApi(server, name, { trader, body });
    answered(response.statusCode);
    if (name === 'openOrder' && response.statusCode === 200 && placed) {
      mine.push({ id: response.json<{ order: Order }>().order.id, ...placed });
      placedOne();
    }
    if (name === 'reverseOrder' && response.statusCode === 200 && placed)
      mine.push({ id: response.json<{ opened: Order }>().opened.id, ...placed });
  };
  for (let round = 0; round < options.rounds; round += 1) {
    const action = draw();
    const own = pick(mine);
    if (action < 0.35 || own === undefined) {
      const instrument = pick(options.instruments) as CrowdInstrument;
      const { digits } = instrument;
      const quote = await quoteOf(server, instrument.instrumentId);
      const long = draw() < 0.5;
      let reference = long ? quote.ask : quote.bid;
      const body: Record<string, unknown> = {
        instrument_id: instrument.instrumentId,
        side: long ? 'buy' : 'sell',
        volume: instrument.volume,
        leverage: instrument.leverage,
      };
      if (draw() < 0.25) {
        // A limit waits for a better price than today's, a stop for a worse one.
        const limit = draw() < 0.5;
        const price = shifted(reference, (limit === long ? -1 : 1) * (1 + Math.floor(draw() * 4)), digits);
        Object.assign(body, { type: limit ? 'limit' : 'stop', price });
        reference = Decimal.from(price);
      }
      if (draw() < 0.5) body.stop_loss = shifted(reference, (long ? -1 : 1) * distance(), digits);
      if (body.type === undefined && draw() < 0.3) body.take_profit = shifted(reference, (long ? 1 : -1) * distance(), digits);
      await call('openOrder', body, { instrument, long });
    } else if (action < 0.55) {
      await call('closeOrder', { id: own.id });
    } else if (action < 0.65) {
      // The same close twice at once: one closes, the other is told it was closed already.
      await Promise.all([call('closeOrder', { id: own.id }), call('closeOrder', { id: own.id })]);
    } else if (action < 0.73) {
      await call('closeOrder', { id: own.id, volume: draw() < 0.5 ? '0.01' : '0.02' });
    } else if (action < 0.85) {
      // New levels around today's price: a position's are taken, a pending order's may be refused.
      const quote = await quoteOf(server, own.instrument.instrumentId);
      const reference = own.long ? quote.bid : quote.ask;
      const sl = draw() < 0.8 ? shifted(reference, (own.long ? -1 : 1) * distance(), own.instrument.digits) : null;
      const tp = draw() < 0.5 ? shifted(reference, (own.long ? 1 : -1) * distance(), own.instrument.digits) : null;
      await call('modifyOrder', { id: own.id, sl, tp });
    } else if (action < 0.93) {
      await call('reverseOrder', { id: own.id }, { instrument: own.instrument, long: !own.long });
    } else {
      await call('closeAllOrders', {});
    }
  }
}
