import { and, desc, eq, sql } from 'drizzle-orm';
import type { DocumentKind, User } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { jsonRow, rowFromJson } from '../db/json-row';
import { documents, orders, users } from '../db/schema/index';
import type { OrderRow } from '../orders/position-valuation';

type UserRow = typeof users.$inferSelect;
type DocumentStatus = User['verification']['documents'][DocumentKind];

/** What `/users/` reads from the database: the user, the status of each kind's latest document, the open positions. */
export interface UserViewRow {
  user: UserRow;
  documents: Partial<Record<DocumentKind, DocumentStatus>>;
  openOrders: OrderRow[];
}

/**
 * The status of the user's newest upload of each kind, the one under review, as one JSON object
 * (documents_user_idx). The id breaks a tie on the time only so that two uploads in one instant
 * give the same answer on every read.
 */
function latestDocumentsOf(db: DbOrTx) {
  const latest = db
    .selectDistinctOn([documents.kind], { kind: documents.kind, status: documents.status })
    .from(documents)
    .where(eq(documents.userId, users.id))
    .orderBy(documents.kind, desc(documents.createdAt), desc(documents.id))
    .as('latest');
  return db.select({ statuses: sql`json_object_agg(${latest.kind}, ${latest.status})` }).from(latest);
}

/** The user's open positions as a JSON array; pending orders hold no margin and have no P&L (orders_user_status_idx). */
function openOrdersOf(db: DbOrTx) {
  return db
    .select({ rows: sql`json_agg(${jsonRow(orders)})` })
    .from(orders)
    .where(and(eq(orders.userId, users.id), eq(orders.status, 'open')));
}

function userViewQuery(db: DbOrTx) {
  // Subquery builders rather than SQL text around the columns: in the fields of a one-table select,
  // Drizzle writes bare column names, and a bare "id" inside the subqueries would be their own.
  return db
    .select({
      user: users,
      documents: sql<Partial<Record<DocumentKind, DocumentStatus>> | null>`(${latestDocumentsOf(db)})`,
      openOrders: sql<Array<Record<string, unknown>> | null>`(${openOrdersOf(db)})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('beurs_user_view_row');
}

/**
 * Building this query's text costs Drizzle more than PostgreSQL takes to run it (profiled under
 * `/users/` load), so it is built once per database handle and sent as a named prepared
 * statement. A transaction is a handle of its own: its query runs inside it.
 */
const preparedQueries = new WeakMap<DbOrTx, ReturnType<typeof userViewQuery>>();

/**
 * Everything `/users/` needs from the database in one round trip: the user's row by primary key,
 * with its documents and open orders nested as JSON by two indexed subqueries. Run it on the
 * transaction whose writes the answer must show. Null when the user does not exist.
 */
export async function readUserViewRow(db: DbOrTx, userId: string): Promise<UserViewRow | null> {
  let query = preparedQueries.get(db);
  if (!query) {
    query = userViewQuery(db);
    preparedQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) return null;
  return {
    user: row.user,
    documents: row.documents ?? {},
    openOrders: (row.openOrders ?? []).map((json) => rowFromJson(orders, json)),
  };
}
