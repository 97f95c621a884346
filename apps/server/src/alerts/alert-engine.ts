import { eq, inArray, and } from 'drizzle-orm';
import { Decimal } from '@beurs/domain';
import type { AlertEngine, AlertReport, AppContext } from '../app-context';
import { priceAlerts } from '../db/schema/index';
import { LeaseLostError, NO_FENCE } from '../market/lease-fence';
import { createLeaseTermIndex } from '../market/lease-term-index';
import { openMarketsAt } from '../market/open-markets';
import { isQuoteFresh, maxQuoteAgeMs } from '../market/quote-age';
import { ALERT_CHANGES_CHANNEL } from './alert-changes';
import { isAlertMet } from './alert-condition';
import { AlertIndex, type IndexedAlert } from './alert-index';
import { fireAlert } from './fire-alert';

/** Reads the active alerts of some users, or of everyone. */
async function readActiveAlerts(context: AppContext, userIds: readonly string[] | 'all'): Promise<IndexedAlert[]> {
  const active = eq(priceAlerts.status, 'active');
  const rows = await context.db
    .select({
      id: priceAlerts.id,
      userId: priceAlerts.userId,
      instrumentId: priceAlerts.instrumentId,
      condition: priceAlerts.condition,
      price: priceAlerts.price,
    })
    .from(priceAlerts)
    .where(userIds === 'all' ? active : and(active, inArray(priceAlerts.userId, [...userIds])));
  return rows.map((row) => {
    const price = Decimal.from(row.price);
    return { ...row, price, level: price.toNumber() };
  });
}

function byUser(alerts: readonly IndexedAlert[]): Map<string, IndexedAlert[]> {
  const grouped = new Map<string, IndexedAlert[]>();
  for (const alert of alerts) {
    const list = grouped.get(alert.userId);
    if (list) list.push(alert);
    else grouped.set(alert.userId, [alert]);
  }
  return grouped;
}

/**
 * The price-alert engine, built like the order engine beside it: the lease holder keeps an
 * `AlertIndex` of every active alert, built from PostgreSQL on the first pass of a lease term;
 * each creation or deletion announces the user on `ALERT_CHANGES_CHANNEL` (from any process), and
 * the next pass reads that user's alerts again and checks them in full. A tick then touches only
 * the instruments whose quote moved and the alerts whose level their bid reached. Alerts fire
 * only at a fresh quote of an open market, once each, in a fenced transaction.
 */
export function createAlertEngine(): AlertEngine {
  /** Every active alert; users announced since the last pass are read again, then checked in full. */
  const term = createLeaseTermIndex<AppContext, AlertIndex, IndexedAlert[]>(ALERT_CHANGES_CHANNEL, 'the alert engine', {
    read: readActiveAlerts,
    instrumentsOf: (alerts) => alerts.map((alert) => alert.instrumentId),
    build(_market, alerts) {
      const index = new AlertIndex();
      const grouped = byUser(alerts);
      for (const [userId, userAlerts] of grouped) index.replaceUser(userId, userAlerts);
      return { index, ids: new Set(grouped.keys()) };
    },
    replace(index, userIds, alerts) {
      const grouped = byUser(alerts);
      for (const userId of userIds) index.replaceUser(userId, grouped.get(userId) ?? []);
      return new Set(userIds);
    },
  });

  return {
    async run(context, at, ticked, fence = NO_FENCE) {
      const report: AlertReport = { fired: 0 };
      const pass = await term.forPass(context);
      if (!pass) return report;
      const { index: built, market: known, checkInFull } = pass;

      const candidates = new Map<string, IndexedAlert>();
      for (const instrumentId of known.apply(ticked).moved) {
        const estimate = known.estimate(instrumentId);
        if (estimate) built.reachedBy(instrumentId, estimate.bid, (alert) => candidates.set(alert.id, alert));
      }
      // Alerts made or changed since the last pass may have been reached by an earlier tick.
      for (const userId of checkInFull) for (const alert of built.ofUser(userId)) candidates.set(alert.id, alert);
      if (candidates.size === 0) return report;

      const isOpen = openMarketsAt(at, (instrumentId) => known.instrument(instrumentId));
      const maxAgeMs = maxQuoteAgeMs(context.config.market);
      for (const alert of candidates.values()) {
        const quote = known.quote(alert.instrumentId);
        const instrument = known.instrument(alert.instrumentId);
        // Only a price the market offers now: an open market and a fresh quote.
        if (!quote || !instrument || !isOpen(alert.instrumentId) || !isQuoteFresh(quote.time, at, maxAgeMs)) continue;
        if (!isAlertMet(alert.condition, alert.price, quote.bid)) continue;
        try {
          const fired = await fireAlert(context, { alert, bid: quote.bid, digits: instrument.digits, at, fence });
          built.remove(alert);
          if (!fired) continue;
          report.fired += 1;
          // After the commit: the notification is stored before any socket hears of it.
          context.realtime.pushAlertTriggered(alert.userId, fired);
        } catch (error) {
          if (error instanceof LeaseLostError) throw error;
          // Looked at again in full on the next pass.
          term.readAgain(alert.userId);
          context.log.error({ err: error, alertId: alert.id }, 'firing a price alert failed');
        }
      }
      return report;
    },
    size: () => term.current()?.size() ?? null,
    stop: () => term.stop(),
  };
}
