import type { User } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { Database } from '../db/database';
import { coalesceReads } from './coalesced-reads';
import { userViewFromRow } from './user-view';
import { readUserViewRowOn, type UserViewRow } from './user-view-row';

type ReadRow = (userId: string) => Promise<UserViewRow | null>;

/** One coalescing per database: two servers in one process (tests) never share a read. */
const readsByDatabase = new WeakMap<Database, ReadRow>();

function readsOn(database: Database): ReadRow {
  let read = readsByDatabase.get(database);
  if (!read) {
    read = coalesceReads((userId) => readUserViewRowOn(database, userId));
    readsByDatabase.set(database, read);
  }
  return read;
}

/**
 * The signed-in user as `/users/` returns it, read on the database itself, never inside a
 * transaction (`loadUserView` takes one). Concurrent calls of one user share reads of the row
 * (`coalesceReads`: a call waits for a read that starts after it arrived, so it sees every write
 * committed before it); the figures are worked out per call, at the quotes held when it answers,
 * so each answer is the one a read of its own would give.
 */
export async function loadUserViewNow(context: AppContext, userId: string): Promise<User> {
  return userViewFromRow(context, context.db, await readsOn(context.database)(userId));
}
