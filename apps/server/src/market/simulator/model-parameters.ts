/**
 * Every parameter of the simulator's price model in one place (docs/market-model.md lists them
 * with the equations). Changing one changes every price the seed gives, live and in history.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Volatility is annualised over years of 365.25 days. */
export const MS_PER_YEAR = 365.25 * DAY_MS;

/** A gap longer than this (a weekend, a restart) moves the price as if only this much time passed. */
export const MAX_STEP_MS = DAY_MS;

/**
 * Stochastic log-volatility: two AR(1) components, each a truncated sum of its own seeded normal
 * draws, one on a minute grid (bursts that fade in minutes) and one on an hour grid (calm and
 * agitated days). `terms` is where the sum is cut (φ^terms < 1%).
 */
export const LOG_VOLATILITY = {
  fast: { gridMs: MINUTE_MS, phi: 0.95, terms: 90, weight: 0.55 },
  slow: { gridMs: HOUR_MS, phi: 0.9, terms: 44, weight: 0.45 },
} as const;

/** Steps at least this long see the hourly component only: the minute component averages out over them. */
export const COARSE_STEP_MS = HOUR_MS;

/**
 * Intraday seasonality of the variance near a session's open and close (minutes), normalised
 * over the session so a day's variance stays the catalogue's.
 */
export const INTRADAY_VARIANCE = {
  openBoost: 3,
  openDecayMinutes: 20,
  closeBoost: 1.5,
  closeDecayMinutes: 30,
} as const;

/**
 * The quoted spread's factor near the open and close: `openBoost` extra at the first instant
 * fading linearly to none after `openMinutes`, `closeBoost` extra at the close rising over the
 * last `closeMinutes`. Outside those minutes the factor is exactly 1.
 */
export const SESSION_SPREAD = { openBoost: 2, openMinutes: 15, closeBoost: 1, closeMinutes: 10 } as const;

/** Loadings on the factors (the rest of each instrument's variance is its own). */
export const FACTOR_LOADINGS = {
  /** Share of a currency pair's variance from its two currencies' factors. */
  forex: Math.sqrt(0.9),
  /** How much more the US dollar factor weighs than another currency's in a pair. */
  usdWeight: 1.5,
  /** An index on its country's equity factor. */
  index: 0.95,
  /** A share on its country's equity factor. */
  share: 0.65,
  /** Share of a country equity factor's variance that is the global equity factor. */
  globalEquityShare: 0.6,
  /** A commodity on its group's factor (metals, energy, agriculture). */
  commodityGroup: 0.7,
  /** A commodity against the US dollar factor (a stronger dollar, cheaper commodities). */
  commodityDollar: -0.3,
  /** A coin on the crypto factor. */
  crypto: 0.8,
} as const;

/** A high-importance economic release: the move it causes, the variance and spread of its minute. */
export const ECONOMIC_RELEASE = {
  /** The jump's standard deviation, in minutes of the instrument's own volatility. */
  jumpMinutes: 20,
  /** How long after the release the variance and the spread stay wider. */
  durationMs: MINUTE_MS,
  varianceFactor: 4,
  spreadFactor: 3,
  /** An index, share or commodity's exposure to its currency's release (a pair's is ±1). */
  indirectExposure: 0.5,
} as const;

/** An earnings report: the jump at the next session open, its standard deviation in days of volatility. */
export const EARNINGS_JUMP_DAYS = 4;

/** Synthetic traded volume of a step: 1 to this many lots. */
export const MAX_STEP_LOTS = 20;
