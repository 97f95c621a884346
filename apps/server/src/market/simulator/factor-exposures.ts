import { ECONOMIC_RELEASE, FACTOR_LOADINGS } from './model-parameters';

/** What the factor model needs to know about an instrument (a catalogue or `instruments` row has it). */
export interface FactorInstrument {
  instrumentId: string;
  type?: string;
  currency?: string;
  country?: string;
}

/** One loading of an instrument on a common factor. */
export interface FactorLoading {
  factor: string;
  loading: number;
}

/**
 * How an instrument moves with the market: its loadings on the common factors (their squares
 * sum to at most 1, the rest of its variance is its own), the group whose volatility state it
 * shares, and its exposure to each currency's economic releases.
 */
export interface FactorExposure {
  loadings: FactorLoading[];
  idiosyncratic: number;
  volatilityGroup: string;
  releaseExposure: ReadonlyMap<string, number>;
}

const COMMODITY_GROUPS: Readonly<Record<string, string>> = {
  XAUUSD: 'metals',
  XAGUSD: 'metals',
  XPTUSD: 'metals',
  XPDUSD: 'metals',
  COPPER: 'metals',
  USOIL: 'energy',
  UKOIL: 'energy',
  NATGAS: 'energy',
  CORN: 'agriculture',
  WHEAT: 'agriculture',
  COFFEE: 'agriculture',
  SUGAR: 'agriculture',
};

/** A country's equity factor: part global, part the country's own. */
function equityLoadings(country: string, loading: number): FactorLoading[] {
  const global = Math.sqrt(FACTOR_LOADINGS.globalEquityShare);
  const own = Math.sqrt(1 - FACTOR_LOADINGS.globalEquityShare);
  return [
    { factor: 'equity:global', loading: loading * global },
    { factor: `equity:${country}`, loading: loading * own },
  ];
}

/** A pair moves with its base currency's factor against its quote currency's; the dollar's weighs more. */
function forexLoadings(pair: string): FactorLoading[] {
  const base = pair.slice(0, 3);
  const quote = pair.slice(3, 6);
  const weight = (currency: string) => (currency === 'USD' ? FACTOR_LOADINGS.usdWeight : 1);
  const norm = Math.hypot(weight(base), weight(quote));
  return [
    { factor: `currency:${base}`, loading: (FACTOR_LOADINGS.forex * weight(base)) / norm },
    { factor: `currency:${quote}`, loading: (-FACTOR_LOADINGS.forex * weight(quote)) / norm },
  ];
}

function loadingsOf(instrument: FactorInstrument): { loadings: FactorLoading[]; volatilityGroup: string } {
  const country = instrument.country ?? '';
  switch (instrument.type) {
    case 'forex':
      return { loadings: forexLoadings(instrument.instrumentId), volatilityGroup: 'forex' };
    case 'index':
      return { loadings: equityLoadings(country, FACTOR_LOADINGS.index), volatilityGroup: `equity:${country}` };
    case 'stock':
      return { loadings: equityLoadings(country, FACTOR_LOADINGS.share), volatilityGroup: `equity:${country}` };
    case 'crypto':
      return { loadings: [{ factor: 'crypto', loading: FACTOR_LOADINGS.crypto }], volatilityGroup: 'crypto' };
    case 'commodity': {
      const group = COMMODITY_GROUPS[instrument.instrumentId] ?? 'other';
      return {
        loadings: [
          { factor: `commodity:${group}`, loading: FACTOR_LOADINGS.commodityGroup },
          { factor: 'currency:USD', loading: FACTOR_LOADINGS.commodityDollar },
        ],
        volatilityGroup: `commodity:${group}`,
      };
    }
    default:
      return { loadings: [], volatilityGroup: `instrument:${instrument.instrumentId}` };
  }
}

function releaseExposureOf(instrument: FactorInstrument): Map<string, number> {
  const exposure = new Map<string, number>();
  if (instrument.type === 'forex') {
    exposure.set(instrument.instrumentId.slice(0, 3), 1);
    exposure.set(instrument.instrumentId.slice(3, 6), -1);
  } else if ((instrument.type === 'index' || instrument.type === 'stock') && instrument.currency) {
    exposure.set(instrument.currency, ECONOMIC_RELEASE.indirectExposure);
  } else if (instrument.type === 'commodity') {
    exposure.set('USD', -ECONOMIC_RELEASE.indirectExposure);
  }
  return exposure;
}

/** The instrument's place in the factor model. */
export function factorExposureOf(instrument: FactorInstrument): FactorExposure {
  const { loadings, volatilityGroup } = loadingsOf(instrument);
  const common = loadings.reduce((sum, { loading }) => sum + loading * loading, 0);
  return { loadings, idiosyncratic: Math.sqrt(Math.max(0, 1 - common)), volatilityGroup, releaseExposure: releaseExposureOf(instrument) };
}
