import { Decimal, type LiveQuote } from '@beurs/domain';
import type { MarketSnapshot } from './order-market';
import { createConversionRates, type ConversionRates } from './conversion-rates';
import type { CurrentQuote, InstrumentRow, ListedInstrument } from './market-data';

/** What one tick changed: instruments whose bid or ask moved, and those whose value in EUR did (moved, or their currency's rate). */
export interface TickChanges {
  moved: Set<string>;
  revalued: Set<string>;
}

/**
 * An instrument's bid, ask and rate to the account currency as doubles (the rate NaN when no pair
 * converts its currency). One object per instrument, updated in place by every tick, so a holder
 * of the reference reads the current figures without a lookup.
 */
export interface PriceEstimate {
  bid: number;
  ask: number;
  rate: number;
}

/** A ticked quote as valuation reads it; `previousClose` is not part of a tick and valuation does not use it. */
function toCurrentQuote(quote: LiveQuote, held: CurrentQuote | undefined): CurrentQuote {
  const bid = Decimal.from(quote.bid);
  const ask = Decimal.from(quote.ask);
  const source = quote.source ?? held?.source ?? 'simulated';
  // A fallback's start is not part of a tick: kept while the source stays the same.
  const fallbackSince = held && held.source === source ? held.fallbackSince : null;
  return {
    bid,
    ask,
    mid: bid.add(ask).div(2, 10),
    previousClose: held?.previousClose ?? Decimal.ZERO,
    time: new Date(quote.time),
    source,
    fallbackSince,
  };
}

/**
 * The instruments and their current quotes in a process's memory, in the shapes valuation
 * needs (decimals, the conversion table) and as doubles for quick estimates. Derived: loaded
 * from the database, then fed the ticks, so valuing a position costs no query.
 */
export class MarketMemory {
  private readonly instruments = new Map<string, InstrumentRow>();
  private readonly quotes = new Map<string, CurrentQuote>();
  private readonly estimates = new Map<string, PriceEstimate>();
  private snapshot: MarketSnapshot | null = null;
  private rateEstimates = new Map<string, number>();

  constructor(listed: readonly ListedInstrument[]) {
    for (const entry of listed) this.add(entry);
    this.updateRates();
  }

  has(instrumentId: string): boolean {
    return this.instruments.has(instrumentId);
  }

  instrument(instrumentId: string): InstrumentRow | undefined {
    return this.instruments.get(instrumentId);
  }

  quote(instrumentId: string): CurrentQuote | undefined {
    return this.quotes.get(instrumentId);
  }

  /** The instrument's figures as doubles: the same object for as long as the memory lives. */
  estimate(instrumentId: string): PriceEstimate | undefined {
    return this.estimates.get(instrumentId);
  }

  /** Adds an instrument listed after the memory was loaded (its quote, unless one is held). */
  add({ instrument, quote }: ListedInstrument): void {
    this.instruments.set(instrument.instrumentId, instrument);
    if (!this.quotes.has(instrument.instrumentId)) this.setQuote(instrument.instrumentId, quote);
    this.snapshot = null;
    const estimate = this.estimates.get(instrument.instrumentId);
    if (estimate) estimate.rate = this.rateEstimates.get(instrument.currency) ?? Number.NaN;
  }

  /** Every instrument with its quote and the conversion table, exactly as the database would give them. */
  market(): MarketSnapshot {
    if (!this.snapshot) {
      const listed = new Map<string, ListedInstrument>();
      const forex = new Map<string, CurrentQuote>();
      for (const [id, instrument] of this.instruments) {
        const quote = this.quotes.get(id);
        if (!quote) continue;
        listed.set(id, { instrument, quote });
        if (instrument.type === 'forex') forex.set(id, quote);
      }
      this.snapshot = { listed, rates: createConversionRates(forex) };
    }
    return this.snapshot;
  }

  /** Takes in one tick's quotes (a late one, older than the quote held, is ignored) and says what changed. */
  apply(ticked: readonly LiveQuote[]): TickChanges {
    const moved = new Set<string>();
    for (const quote of ticked) {
      const held = this.quotes.get(quote.instrument_id);
      if (!this.instruments.has(quote.instrument_id) || (held && Date.parse(quote.time) < held.time.getTime())) continue;
      const next = toCurrentQuote(quote, held);
      this.setQuote(quote.instrument_id, next);
      if (!held || !held.bid.eq(next.bid) || !held.ask.eq(next.ask)) moved.add(quote.instrument_id);
    }
    const revalued = new Set(moved);
    if (moved.size > 0) {
      this.snapshot = null;
      const previous = this.rateEstimates;
      this.updateRates();
      for (const [id, instrument] of this.instruments) {
        const before = previous.get(instrument.currency);
        const after = this.rateEstimates.get(instrument.currency);
        if (before !== after) revalued.add(id);
      }
    }
    return { moved, revalued };
  }

  private setQuote(instrumentId: string, quote: CurrentQuote): void {
    this.quotes.set(instrumentId, quote);
    const estimate = this.estimates.get(instrumentId);
    if (estimate) {
      estimate.bid = quote.bid.toNumber();
      estimate.ask = quote.ask.toNumber();
    } else {
      this.estimates.set(instrumentId, { bid: quote.bid.toNumber(), ask: quote.ask.toNumber(), rate: Number.NaN });
    }
    this.snapshot = null;
  }

  /** Each currency's rate as a double, into every instrument's estimate. */
  private updateRates(): void {
    this.rateEstimates = this.estimateRates();
    for (const [id, estimate] of this.estimates) {
      const instrument = this.instruments.get(id);
      estimate.rate = instrument ? (this.rateEstimates.get(instrument.currency) ?? Number.NaN) : Number.NaN;
    }
  }

  private estimateRates(): Map<string, number> {
    const rates: ConversionRates = this.market().rates;
    const estimates = new Map<string, number>();
    for (const instrument of this.instruments.values()) {
      if (estimates.has(instrument.currency)) continue;
      try {
        estimates.set(instrument.currency, rates.toAccount(instrument.currency).toNumber());
      } catch {
        estimates.set(instrument.currency, Number.NaN);
      }
    }
    return estimates;
  }
}
