import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * What the bot keeps between runs: the number of its next order, an open it sent but never heard
 * answered (sent again, with the same client order id, when the bot starts: the server answers the
 * order it opened, or opens it now; never two), and the last account event it handled.
 */
export interface BotState {
  nextOrder: number;
  pendingOpen: { clientOrderId: string; side: 'buy' | 'sell' } | null;
  lastSeq: number | null;
}

const FRESH: BotState = { nextOrder: 1, pendingOpen: null, lastSeq: null };

/** The state in `file`, or a fresh one when there is none yet. */
export function loadState(file: string): BotState {
  try {
    return { ...FRESH, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<BotState>) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ...FRESH };
    throw new Error(`The bot's state file ${file} cannot be read: ${(error as Error).message}. Delete it to start afresh.`, {
      cause: error,
    });
  }
}

/** Writes the state whole or not at all (a crash mid-write leaves the previous one). */
export function saveState(file: string, state: BotState): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(state));
  renameSync(partial, file);
}
