import type { Decimal } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { loadListedInstruments } from '../market/market-data';
import type { MarketMemory } from '../market/market-memory';
import { valueAccount, valuePositions, type AccountValuation } from './account-valuation';
import type { OrderRow } from './position-valuation';

/** What valuing an account from memory takes: the balance and open positions already read. */
export interface MemoryValuationInput {
  market: MarketMemory;
  /** Reads an instrument the memory does not hold yet. */
  db: DbOrTx;
  balance: Decimal;
  open: readonly OrderRow[];
}

/**
 * The account valued at the quotes this process holds (`loadAccountValuation` reads them from
 * the database instead). For figures that are shown, never for ones that decide money: the memory
 * may be a tick behind the database. An instrument listed after the memory was loaded is read
 * once and kept, as the socket server does.
 */
export async function valueAccountFromMemory({ market, db, balance, open }: MemoryValuationInput): Promise<AccountValuation> {
  if (open.length === 0) return valueAccount(balance, []);
  const missing = [...new Set(open.map((row) => row.instrumentId))].filter((id) => !market.has(id));
  if (missing.length > 0) for (const entry of await loadListedInstruments(db, missing)) market.add(entry);
  const { listed, rates } = market.market();
  return valueAccount(balance, valuePositions(open, listed, rates));
}
