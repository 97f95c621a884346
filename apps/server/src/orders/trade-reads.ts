import { ACCOUNT_CURRENCY, Decimal } from '@beurs/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { hotStatement, runHotStatement } from '../db/hot-statement';
import { jsonRow, rowFromJson } from '../db/json-row';
import { orders, quotes } from '../db/schema/index';
import type { LedgerTail } from '../ledger/ledger';
import { createConversionRates, type ConversionRates } from '../market/conversion-rates';
import { toCurrentQuote, type CurrentQuote, type InstrumentRow, type QuoteRow } from '../market/market-data';
import { instrumentDefinition } from './instrument-definition';
import type { OrderRow } from './position-valuation';

/**
 * What a trade reads before it writes, each in one statement: the account (balance, status and
 * the head of its event stream, its version), the quotes and the orders the decision needs.
 *
 * Read without the account's lock, a trade writes only if the version is still the one it read
 * (order-writes.ts): every change of the account's orders and ledger moves the head, in the
 * transaction of the change (migration 0012), so an unchanged head means an unchanged account.
 * Read after taking the lock (the fallback), each statement's snapshot holds every change
 * committed before the lock, which a read in the locking statement itself would not (under READ
 * COMMITTED a statement's snapshot is taken when it starts, before it waits for the lock).
 */

const dialect = new PgDialect();
/** A table's row as JSON (json-row.ts), as SQL text: written once, when the statements are. */
const orderJson = dialect.sqlToQuery(jsonRow(orders)).sql;
const quoteJson = dialect.sqlToQuery(jsonRow(quotes)).sql;

/** The account as the read found it: the balance, the status, and the event head ('0' before its first event). */
const ACCOUNT_JSON = `(select json_build_object('balance', users.balance::text, 'status', users.status,
      'version', (select account_event_heads.seq::text from account_event_heads where account_event_heads.user_id = users.id))
    from users where users.id = $1) as account`;

/**
 * The quotes a trade on `$instrument` values with: its own, `$extra`'s, and the forex pairs that
 * convert their currencies to the account's (conversion-rates.ts: the currency's pair with EUR
 * either way, or through the dollar), not every pair listed: a handful of rows, not dozens.
 */
function quotesOf(instrument: string, extra: string): string {
  return `(select json_agg(json_build_object('quote', ${quoteJson}, 'forex', instruments.type = 'forex'))
     from quotes join instruments on instruments.instrument_id = quotes.instrument_id
     where quotes.instrument_id = ${instrument} or quotes.instrument_id in (${extra})
       or (instruments.type = 'forex' and quotes.instrument_id in (
         select pair from instruments as traded,
           lateral (values ('${ACCOUNT_CURRENCY}' || traded.currency), (traded.currency || '${ACCOUNT_CURRENCY}'),
             (traded.currency || 'USD'), ('USD' || traded.currency), ('${ACCOUNT_CURRENCY}USD'), ('USD${ACCOUNT_CURRENCY}')) as pairs (pair)
         where traded.instrument_id = ${instrument} or traded.instrument_id in (${extra}))))`;
}

/**
 * For an open: the quotes (the instrument's, the rates', and those of the instruments the account
 * holds positions in), the account's open positions for the margin check, and the order an earlier
 * request placed under the same `client_order_id` ($3; null matches none).
 */
const OPEN_READS = hotStatement(
  'beurs_open_reads',
  `select ${ACCOUNT_JSON}, ${quotesOf('$2', 'select instrument_id from orders where user_id = $1 and status = $4')} as quotes,
    (select json_agg(${orderJson}) from orders where orders.user_id = $1 and orders.status = $4) as open_orders,
    (select ${orderJson} from orders where orders.user_id = $1 and orders.client_order_id = $3) as earlier`,
);

/**
 * For a close: the order, the quotes of its instrument and the rates, and the ledger's last entry,
 * which the posting follows.
 */
const CLOSE_READS = hotStatement(
  'beurs_close_reads',
  `with target as (select * from orders where id = $2 and user_id = $1)
  select ${ACCOUNT_JSON}, (select ${orderJson} from target as orders) as order,
    ${quotesOf('(select instrument_id from target)', 'select null::text')} as quotes,
    (select json_build_object('sequence', sequence, 'createdAt', created_at) from ledger_entries
      where user_id = $1 order by sequence desc limit 1) as last_entry`,
);

type QuoteJson = Array<{ quote: Record<string, unknown>; forex: boolean }> | null;
type AccountJson = { balance: string; status: AccountRead['status']; version: string | null } | null;

/** The account as a read found it. */
export interface AccountRead {
  balance: Decimal;
  status: 'active' | 'frozen';
  /** The head of the account's event stream: what a write checks is unchanged. Null before its first event. */
  version: string | null;
}

function accountFrom(json: AccountJson): AccountRead | null {
  return json ? { balance: Decimal.from(json.balance), status: json.status, version: json.version } : null;
}

/** The quote rows of a read, and the conversion rates from its forex quotes. */
function quotesFrom(json: QuoteJson): { quoteRows: Map<string, QuoteRow>; rates: ConversionRates } {
  const quoteRows = new Map<string, QuoteRow>();
  const pairs = new Map<string, { bid: Decimal; ask: Decimal }>();
  for (const { quote, forex } of json ?? []) {
    const row = rowFromJson(quotes, quote);
    quoteRows.set(row.instrumentId, row);
    if (forex) pairs.set(row.instrumentId, { bid: Decimal.from(row.bid), ask: Decimal.from(row.ask) });
  }
  return { quoteRows, rates: createConversionRates(pairs) };
}

/** What an open reads. */
export interface OpenReads {
  /** Null when there is no such user (the session outlived it). */
  account: AccountRead | null;
  /** The instrument's quote row; undefined when it has none yet. */
  quoteRow: QuoteRow | undefined;
  rates: ConversionRates;
  /** The account's open positions, each with its instrument and current quote. */
  positions: Array<{ order: OrderRow; instrument: InstrumentRow; quote: CurrentQuote }>;
  /** The order an earlier request placed under the same `client_order_id`. */
  earlier: OrderRow | undefined;
}

export async function readForOpen(
  context: AppContext,
  db: DbOrTx,
  request: { userId: string; instrumentId: string; clientOrderId: string | null },
): Promise<OpenReads> {
  const [row] = await runHotStatement<{
    account: AccountJson;
    quotes: QuoteJson;
    open_orders: Array<Record<string, unknown>> | null;
    earlier: Record<string, unknown> | null;
  }>(db, OPEN_READS, [request.userId, request.instrumentId, request.clientOrderId, 'open']);
  const { quoteRows, rates } = quotesFrom(row?.quotes ?? null);
  const positions: OpenReads['positions'] = [];
  for (const json of row?.open_orders ?? []) {
    const order = rowFromJson(orders, json);
    const instrument = await instrumentDefinition(context, order.instrumentId);
    const quoteRow = quoteRows.get(order.instrumentId);
    if (!instrument || !quoteRow) throw new Error(`Open order ${order.id} is on ${order.instrumentId}, which has no quote`);
    positions.push({ order, instrument, quote: toCurrentQuote(quoteRow) });
  }
  return {
    account: accountFrom(row?.account ?? null),
    quoteRow: quoteRows.get(request.instrumentId),
    rates,
    positions,
    earlier: row?.earlier ? rowFromJson(orders, row.earlier) : undefined,
  };
}

/** What a close reads; `order` undefined when the account has no such order. */
export interface CloseReads {
  account: AccountRead | null;
  order: OrderRow | undefined;
  quoteRow: QuoteRow | undefined;
  rates: ConversionRates;
  /** The ledger's last entry, for the posting's sequence and time. */
  previous: LedgerTail['previous'];
}

export async function readForClose(db: DbOrTx, request: { userId: string; orderId: string }): Promise<CloseReads> {
  const [row] = await runHotStatement<{
    account: AccountJson;
    order: Record<string, unknown> | null;
    quotes: QuoteJson;
    last_entry: { sequence: number; createdAt: string } | null;
  }>(db, CLOSE_READS, [request.userId, request.orderId]);
  const order = row?.order ? rowFromJson(orders, row.order) : undefined;
  const { quoteRows, rates } = quotesFrom(row?.quotes ?? null);
  const last = row?.last_entry ?? null;
  return {
    account: accountFrom(row?.account ?? null),
    order,
    quoteRow: order ? quoteRows.get(order.instrumentId) : undefined,
    rates,
    previous: last ? { sequence: Number(last.sequence), createdAt: new Date(last.createdAt) } : null,
  };
}
