import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { instruments } from '../db/schema/index';
import { authedRoute } from '../http/route';
import { loadListedInstruments } from './market-data';
import { loadSymbolHistory } from './symbol-history';
import { compareSymbols, toSymbol } from './symbol-view';

/** Registers: getSymbols, getSymbolHistory, getSpecialSymbols. */
export function registerMarketRoutes(app: FastifyInstance, context: AppContext): void {
  authedRoute(app, context, 'getSymbols', async ({ input }) => {
    const now = context.now();
    const country = input.country?.trim().toLowerCase();
    const symbols = (await loadListedInstruments(context.db))
      .filter(({ instrument }) => (input.type ? instrument.type === input.type : true))
      .filter(({ instrument }) => (country ? instrument.country.toLowerCase() === country : true))
      .map((listed) => toSymbol(listed, now))
      .sort(compareSymbols);
    return { symbols };
  });

  authedRoute(app, context, 'getSpecialSymbols', async () => {
    const now = context.now();
    const special = await context.db.select({ id: instruments.instrumentId }).from(instruments).where(eq(instruments.special, true));
    const symbols = (await loadListedInstruments(context.db, special.map((row) => row.id)))
      .map((listed) => toSymbol(listed, now))
      .sort(compareSymbols);
    return { symbols };
  });

  authedRoute(app, context, 'getSymbolHistory', async ({ input }) =>
    loadSymbolHistory(context.db, {
      instrumentId: input.instrument_id,
      resolution: input.resolution,
      from: input.from,
      to: input.to,
      now: context.now(),
    }),
  );
}
