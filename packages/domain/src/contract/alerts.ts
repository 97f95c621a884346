import { z } from 'zod';
import { ALERT_CONDITIONS, ALERT_RULES, ALERT_STATUSES } from '../constants/workspace';
import { decimalInput, decimalString, entityId, isoDateTime } from './primitives';

// Price alerts: extensions of the contract, beyond the contract's §7.

/**
 * A price alert: it waits (`active`) until the instrument's bid reaches `price` (at or above it
 * for `above`, at or below it for `below`), then fires once (`triggered`): a notification, and
 * `alertTriggered` on the user's sockets. Prices are decimal text with the instrument's digits.
 */
export const alert = z.object({
  id: entityId,
  instrument_id: z.string(),
  condition: z.enum(ALERT_CONDITIONS),
  price: decimalString,
  /** The user's own words, shown with the notification; null without one. */
  note: z.string().nullable(),
  status: z.enum(ALERT_STATUSES),
  created_at: isoDateTime,
  /** When the alert fired; null while active. */
  triggered_at: isoDateTime.nullable(),
  /** The bid that fired it; null while active. */
  triggered_price: decimalString.nullable(),
});
z.globalRegistry.add(alert, { id: 'Alert' });
/** The type of {@link alert}. */
export type Alert = z.infer<typeof alert>;

/**
 * The caller's alerts: every active one, newest first, then the newest triggered ones
 * (`ALERT_RULES.triggeredListed`), most recently triggered first.
 */
export const alertsResponse = z.object({ alerts: z.array(alert) });
z.globalRegistry.add(alertsResponse, { id: 'AlertsResponse' });
/** The type of {@link alertsResponse}. */
export type AlertsResponse = z.infer<typeof alertsResponse>;

/** The alert a call created. */
export const alertResponse = z.object({ alert });
/** The type of {@link alertResponse}. */
export type AlertResponse = z.infer<typeof alertResponse>;

/**
 * A new alert on one instrument: when its bid goes `above` or `below` `price`. The server refuses
 * a price with more decimals than the instrument quotes, and an alert whose condition the bid
 * already meets.
 *
 * @example
 * createAlertRequest.parse({ instrument_id: 'EURUSD', condition: 'above', price: '1.10500', note: 'Breakout' })
 */
export const createAlertRequest = z.object({
  instrument_id: z
    .string({ error: (issue) => (issue.input === undefined ? 'Choose an instrument' : 'Instrument must be given by its id, as text') })
    .trim()
    .min(1, { error: 'Choose an instrument' })
    .max(32),
  condition: z.enum(ALERT_CONDITIONS, { error: 'Condition must be above or below' }),
  price: decimalInput({ label: 'Price', scale: 10 }),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(ALERT_RULES.noteMaxLength, { error: `A note has at most ${ALERT_RULES.noteMaxLength} characters` })
    .optional(),
});
/** What a caller sends: the input type of {@link createAlertRequest}. */
export type CreateAlertRequest = z.input<typeof createAlertRequest>;

/** Deletes one of the caller's alerts, active or triggered. */
export const deleteAlertRequest = z.object({ id: entityId });
/** What a caller sends: the input type of {@link deleteAlertRequest}. */
export type DeleteAlertRequest = z.input<typeof deleteAlertRequest>;

/**
 * The `alertTriggered` socket payload (extension of contract §4): the alert as it is now (`triggered`,
 * with the time and the bid), and the text of the notification it created, for a toast.
 */
export const alertTriggered = z.object({
  alert,
  message: z.string(),
});
z.globalRegistry.add(alertTriggered, { id: 'AlertTriggered' });
/** The type of {@link alertTriggered}. */
export type AlertTriggered = z.infer<typeof alertTriggered>;
