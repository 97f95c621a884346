import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ALERT_RULES, Decimal, ERROR_CODES, type Alert, type createAlertRequest } from '@beurs/domain';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { instruments, priceAlerts } from '../db/schema/index';
import { lockUserScope } from '../db/user-lock';
import { Refusal } from '../refusals/refusal';
import { loadListedInstruments } from '../market/market-data';
import { assertPriceFormat } from '../orders/order-rules';
import { announceAlertChange } from './alert-changes';
import { conditionWords, isAlertMet } from './alert-condition';
import { toAlert } from './alert-view';

type CreateInput = z.output<typeof createAlertRequest>;

const LOCK_SCOPE = 'price-alerts';

function refuse(path: string, message: string): never {
  throw new Refusal('unprocessable', ERROR_CODES.validation, message, [{ path, message }]);
}

async function readAlerts(db: DbOrTx, userId: string, status: 'active' | 'triggered', limit?: number): Promise<Alert[]> {
  const query = db
    .select({ alert: priceAlerts, digits: instruments.digits })
    .from(priceAlerts)
    .innerJoin(instruments, eq(instruments.instrumentId, priceAlerts.instrumentId))
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.status, status)))
    .orderBy(status === 'active' ? desc(priceAlerts.createdAt) : desc(priceAlerts.triggeredAt), asc(priceAlerts.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => toAlert(row.alert, row.digits));
}

/** The user's active alerts, newest first, then the most recently triggered ones. */
export async function listAlerts(context: AppContext, userId: string): Promise<Alert[]> {
  const active = await readAlerts(context.db, userId, 'active');
  const triggered = await readAlerts(context.db, userId, 'triggered', ALERT_RULES.triggeredListed);
  return [...active, ...triggered];
}

/**
 * Creates an alert after the rules a person can act on: a listed instrument, a price in its
 * digits, at most `ALERT_RULES.maxActive` active alerts, and a condition the bid does not meet
 * already (it would fire at once). A closed market or an old quote is no refusal: the alert
 * waits for the next fresh price.
 */
export async function createAlert(context: AppContext, userId: string, input: CreateInput): Promise<Alert> {
  const [listed] = await loadListedInstruments(context.db, [input.instrument_id]);
  if (!listed) refuse('instrument_id', `There is no instrument ${input.instrument_id}`);
  const { instrument, quote } = listed;
  const price = Decimal.from(input.price);
  assertPriceFormat({ path: 'price', label: 'Price', value: price, digits: instrument.digits, instrumentId: instrument.instrumentId });
  if (isAlertMet(input.condition, price, quote.bid)) {
    const bid = quote.bid.toFixed(instrument.digits);
    refuse(
      'price',
      `${instrument.instrumentId} is already ${conditionWords(input.condition)} ${price.toFixed(instrument.digits)} (bid ${bid}); ` +
        `choose a price ${input.condition === 'above' ? 'above' : 'below'} the bid`,
    );
  }
  return context.db.transaction(async (tx) => {
    // One creation per user at a time, so the count holds under parallel requests.
    await lockUserScope(tx, LOCK_SCOPE, userId);
    const [counted] = await tx
      .select({ active: sql<number>`count(*)::int` })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.status, 'active')));
    if ((counted?.active ?? 0) >= ALERT_RULES.maxActive) {
      // A limit, not a field to fix: no `fields`.
      throw new Refusal(
        'unprocessable',
        ERROR_CODES.validation,
        `You have ${ALERT_RULES.maxActive} active alerts, the most you can keep; delete one before you create another`,
      );
    }
    const [row] = await tx
      .insert(priceAlerts)
      .values({
        userId,
        instrumentId: instrument.instrumentId,
        condition: input.condition,
        price: price.toString(),
        note: input.note === undefined || input.note === '' ? null : input.note,
        createdAt: context.now(),
      })
      .returning();
    if (!row) throw new Error('The alert was not written');
    await announceAlertChange(tx, userId);
    return toAlert(row, instrument.digits);
  });
}

/** Deletes one of the user's alerts, active or triggered, and answers the alerts left. */
export async function deleteAlert(context: AppContext, userId: string, id: string): Promise<Alert[]> {
  const deleted = await context.db.transaction(async (tx) => {
    const rows = await tx
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
      .returning({ id: priceAlerts.id });
    if (rows.length > 0) await announceAlertChange(tx, userId);
    return rows.length > 0;
  });
  if (!deleted) throw Refusal.notFound('There is no alert with this id in your account.');
  return listAlerts(context, userId);
}
