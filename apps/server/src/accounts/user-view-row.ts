import { types, type PGlite } from '@electric-sql/pglite';
import { and, desc, eq, getTableColumns, is, Placeholder, sql } from 'drizzle-orm';
import type { DocumentKind, User } from '@beurs/domain';
import type { Database, DbOrTx } from '../db/database';
import { jsonRow, rowFromJson } from '../db/json-row';
import { pgliteStatement, type ArrayRow } from '../db/pglite-statement';
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

function userViewSelect(db: DbOrTx) {
  // Subquery builders rather than SQL text around the columns: in the fields of a one-table select,
  // Drizzle writes bare column names, and a bare "id" inside the subqueries would be their own.
  return db
    .select({
      user: users,
      documents: sql<Partial<Record<DocumentKind, DocumentStatus>> | null>`(${latestDocumentsOf(db)})`,
      openOrders: sql<Array<Record<string, unknown>> | null>`(${openOrdersOf(db)})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')));
}

const STATEMENT_NAME = 'beurs_user_view_row';

function userViewQuery(db: DbOrTx) {
  return userViewSelect(db).prepare(STATEMENT_NAME);
}

/**
 * Building this query's text costs Drizzle more than PostgreSQL takes to run it (profiled under
 * `/users/` load), so it is built once per database handle and sent as a named prepared
 * statement. A transaction is a handle of its own: its query runs inside it. (Drizzle's PGlite
 * driver sends the text without the name, to be parsed and planned again: `readUserViewRowOn`.)
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
  return toUserViewRow(row.user, row.documents, row.openOrders);
}

function toUserViewRow(
  user: UserRow,
  documents: Partial<Record<DocumentKind, DocumentStatus>> | null,
  openOrders: ReadonlyArray<Record<string, unknown>> | null,
): UserViewRow {
  return { user, documents: documents ?? {}, openOrders: (openOrders ?? []).map((json) => rowFromJson(orders, json)) };
}

const USER_COLUMNS = Object.entries(getTableColumns(users));

/**
 * The parsers Drizzle's PGlite driver gives its queries: dates and times stay text, for the
 * columns' own mapping to turn into what a Drizzle select returns.
 */
const DRIZZLE_PGLITE_PARSERS = Object.fromEntries(
  // numeric[], timestamp[], timestamptz[], interval[], date[]
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

/** The statement's text and its parameters but the user's id, as Drizzle writes them for PostgreSQL. */
interface StatementOnPglite {
  run: (client: PGlite, params: readonly string[]) => Promise<ArrayRow[]>;
  params: ReadonlyArray<string | Placeholder>;
}

let statementOnPglite: StatementOnPglite | null = null;

function statementFor(db: DbOrTx): StatementOnPglite {
  if (statementOnPglite) return statementOnPglite;
  const query = userViewSelect(db).toSQL();
  const params = query.params.map((param) => {
    if (is(param, Placeholder) || typeof param === 'string') return param;
    throw new Error(`The /users/ statement takes text parameters only, not ${typeof param}`);
  });
  statementOnPglite = { run: pgliteStatement(STATEMENT_NAME, query.sql, DRIZZLE_PGLITE_PARSERS), params };
  return statementOnPglite;
}

/** A row of the statement as Drizzle's select maps it: the user's columns in the table's order, then the two subqueries. */
function fromArrayRow(row: ArrayRow): UserViewRow {
  if (row.length !== USER_COLUMNS.length + 2) throw new Error(`The /users/ statement returned ${row.length} columns`);
  const user: Record<string, unknown> = {};
  for (const [index, [key, column]] of USER_COLUMNS.entries()) {
    const value = row[index];
    user[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  const documents = row[USER_COLUMNS.length] as Partial<Record<DocumentKind, DocumentStatus>> | null;
  const openOrders = row[USER_COLUMNS.length + 1] as Array<Record<string, unknown>> | null;
  // Built column by column from the table's own definition, so it has exactly the select's shape.
  return toUserViewRow(user as UserRow, documents, openOrders);
}

/**
 * `readUserViewRow` on the database itself, outside any transaction. On PostgreSQL that is the
 * named prepared statement above; on PGlite, whose Drizzle driver sends the text to be parsed and
 * planned on every call (more than half of what the statement costs there), the same statement
 * prepared once per PGlite instance and run with the user's id as its parameter.
 */
export async function readUserViewRowOn(database: Database, userId: string): Promise<UserViewRow | null> {
  if (database.kind !== 'pglite') return readUserViewRow(database.db, userId);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const statement = statementFor(database.db);
  const [row] = await statement.run(
    client,
    statement.params.map((param) => (typeof param === 'string' ? param : userId)),
  );
  return row ? fromArrayRow(row) : null;
}
