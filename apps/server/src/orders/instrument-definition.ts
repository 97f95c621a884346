import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { instruments } from '../db/schema/index';
import type { InstrumentRow } from '../market/market-data';

/**
 * An instrument's definition (contract size, digits, leverage class, trading hours), or undefined
 * when none is listed under that id. A definition is written once, when the instrument is listed,
 * and never changed, so the copy in the process's market memory is the row itself; an instrument
 * listed after this process started is read from the database.
 */
export async function instrumentDefinition(context: AppContext, instrumentId: string): Promise<InstrumentRow | undefined> {
  const held = context.market.instrument(instrumentId);
  if (held) return held;
  const [row] = await context.db.select().from(instruments).where(eq(instruments.instrumentId, instrumentId));
  return row;
}
