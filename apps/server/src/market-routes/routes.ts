import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { sessionRoute } from '../http/route';
import { loadSymbolHistory } from '../market/symbol-history';

/** Registers: getSymbols, getSymbolHistory, getSpecialSymbols. */
export function registerMarketRoutes(app: FastifyInstance, context: AppContext): void {
  sessionRoute(app, context, 'getSymbols', async ({ input }) => {
    const snapshot = await context.symbols.read(context.db, context.now());
    const country = input.country?.trim().toLowerCase();
    if (!input.type && !country) {
      // The whole list, as the exchange asks for it: serialised once per tick. Still no-store, as
      // every authenticated answer (docs/security.md); the ETag serves clients that keep it themselves.
      return {
        kind: 'serialized',
        value: { symbols: [...snapshot.symbols] },
        json: snapshot.json,
        etag: snapshot.etag,
        cacheControl: 'no-store',
      };
    }
    const symbols = snapshot.symbols
      .filter((symbol) => (input.type ? symbol.type === input.type : true))
      .filter((symbol) => (country ? symbol.country.toLowerCase() === country : true));
    return { symbols };
  });

  sessionRoute(app, context, 'getSpecialSymbols', async () => {
    const snapshot = await context.symbols.read(context.db, context.now());
    return { symbols: snapshot.symbols.filter((symbol) => snapshot.specialIds.has(symbol.instrument_id)) };
  });

  sessionRoute(app, context, 'getSymbolHistory', async ({ input }) =>
    loadSymbolHistory(context.db, {
      instrumentId: input.instrument_id,
      resolution: input.resolution,
      from: input.from,
      to: input.to,
      now: context.now(),
    }),
  );
}
