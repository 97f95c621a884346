/**
 * Watchlists (extension): named lists of instruments per user. Every user has the default list
 * {@link DEFAULT_WATCHLIST_NAME}, which cannot be deleted or renamed.
 */
export const WATCHLIST_RULES = {
  /** Most lists one user keeps, the default list included. */
  maxLists: 20,
  /** Most instruments in one list (after duplicates are removed). */
  maxInstruments: 200,
  /** Characters of a list's name, after trimming. */
  nameMinLength: 1,
  nameMaxLength: 40,
} as const;

/** The name of every user's default watchlist: the one a star on an instrument row toggles. */
export const DEFAULT_WATCHLIST_NAME = 'Favourites';

/** Price alerts (extension): the conditions an alert can wait for, compared with the bid. */
export const ALERT_CONDITIONS = ['above', 'below'] as const;
/** One of {@link ALERT_CONDITIONS}. */
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

/** An alert waits (`active`) until the bid reaches its price once (`triggered`). */
export const ALERT_STATUSES = ['active', 'triggered'] as const;
/** One of {@link ALERT_STATUSES}. */
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Price alert limits (extension). */
export const ALERT_RULES = {
  /** Most active alerts one user may have at once; triggered ones do not count. */
  maxActive: 100,
  /** Characters of an alert's note. */
  noteMaxLength: 200,
  /** Most triggered alerts `/alerts/` lists (the newest); older ones stay stored until deleted. */
  triggeredListed: 100,
} as const;

/** Socket events of watchlists and alerts: a marked extension of contract §4. */
export const ALERT_SOCKET_EVENTS = {
  /** Server to client: one of the user's price alerts was reached (it is now `triggered`). */
  alertTriggered: 'alertTriggered',
} as const;
