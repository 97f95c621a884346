/**
 * Which instruments of the catalogue (src/market/catalogue-*.ts) Dukascopy publishes history
 * for, and under which of its names (the `instrument` of dukascopy-node).
 *
 * `scale` converts Dukascopy's price to the catalogue's unit where the two differ: London shares
 * are quoted in pence (GBX) there and in pounds here, coffee in US cents there and in dollars
 * here; both are multiplied by 0.01 on import, which is exact on decimal text. META is listed
 * there under its old ticker, `fbususd`.
 *
 * Left out because Dukascopy has no matching instrument: USCOMP (no NASDAQ Composite), CORN,
 * WHEAT, SUGAR (Dukascopy's sugar is London white sugar, not No. 11), SOLUSD, XRPUSD, DOGEUSD,
 * DOTUSD, AVAXUSD, ADYEN, AD (Ahold Delhaize),
 * 6861.T (Keyence), SHEL (Dukascopy lists Royal Dutch Shell's old lines only) and BP (only the
 * New York ADR, in dollars, where the catalogue has the London line in pounds).
 */
export interface DukascopyInstrument {
  /** Dukascopy's instrument name, e.g. `eurusd`, `usa500idxusd`, `aaplususd`. */
  name: string;
  /** Multiplier from Dukascopy's price unit to the catalogue's; absent when they agree. */
  scale?: '0.01';
}

const same = (name: string): DukascopyInstrument => ({ name });
const inPence = (name: string): DukascopyInstrument => ({ name, scale: '0.01' });

/** Catalogue instrument id → Dukascopy instrument, for every catalogue instrument Dukascopy has. */
export const DUKASCOPY_INSTRUMENTS: Readonly<Record<string, DukascopyInstrument>> = {
  // Forex: every pair of the catalogue.
  EURUSD: same('eurusd'),
  GBPUSD: same('gbpusd'),
  USDJPY: same('usdjpy'),
  USDCHF: same('usdchf'),
  USDCAD: same('usdcad'),
  EURGBP: same('eurgbp'),
  EURJPY: same('eurjpy'),
  GBPJPY: same('gbpjpy'),
  EURCHF: same('eurchf'),
  CHFJPY: same('chfjpy'),
  CADJPY: same('cadjpy'),
  EURCAD: same('eurcad'),
  AUDUSD: same('audusd'),
  NZDUSD: same('nzdusd'),
  EURAUD: same('euraud'),
  AUDJPY: same('audjpy'),
  USDSEK: same('usdsek'),
  USDNOK: same('usdnok'),
  EURNOK: same('eurnok'),
  USDPLN: same('usdpln'),
  USDTRY: same('usdtry'),
  USDZAR: same('usdzar'),
  USDMXN: same('usdmxn'),
  USDSGD: same('usdsgd'),
  USDHKD: same('usdhkd'),
  // Metals, energy and softs.
  XAUUSD: same('xauusd'),
  XAGUSD: same('xagusd'),
  XPTUSD: same('xptcmdusd'),
  XPDUSD: same('xpdcmdusd'),
  USOIL: same('lightcmdusd'),
  UKOIL: same('brentcmdusd'),
  NATGAS: same('gascmdusd'),
  COPPER: same('coppercmdusd'),
  COFFEE: inPence('coffeecmdusx'),
  // Index CFDs.
  UK100: same('gbridxgbp'),
  FRA40: same('fraidxeur'),
  GER40: same('deuidxeur'),
  US30: same('usa30idxusd'),
  US500: same('usa500idxusd'),
  US100: same('usatechidxusd'),
  EU50: same('eusidxeur'),
  NED25: same('nldidxeur'),
  ESP35: same('espidxeur'),
  SUI20: same('cheidxchf'),
  ITA40: same('itaidxeur'),
  // Crypto.
  BTCUSD: same('btcusd'),
  ETHUSD: same('ethusd'),
  ADAUSD: same('adausd'),
  LTCUSD: same('ltcusd'),
  LINKUSD: same('lnkusd'),
  BCHUSD: same('bchusd'),
  XLMUSD: same('xlmusd'),
  // Shares: New York.
  AAPL: same('aaplususd'),
  MSFT: same('msftususd'),
  NVDA: same('nvdaususd'),
  AMZN: same('amznususd'),
  GOOGL: same('googlususd'),
  META: same('fbususd'),
  TSLA: same('tslaususd'),
  JPM: same('jpmususd'),
  V: same('vususd'),
  JNJ: same('jnjususd'),
  WMT: same('wmtususd'),
  XOM: same('xomususd'),
  KO: same('koususd'),
  DIS: same('disususd'),
  NFLX: same('nflxususd'),
  INTC: same('intcususd'),
  AMD: same('amdususd'),
  BA: same('baususd'),
  NKE: same('nkeususd'),
  PFE: same('pfeususd'),
  // Amsterdam, Frankfurt, Paris, Zurich.
  ASML: same('asmlnleur'),
  INGA: same('inganleur'),
  HEIA: same('heianleur'),
  PHIA: same('phianleur'),
  SAP: same('sapdeeur'),
  SIE: same('siedeeur'),
  ALV: same('alvdeeur'),
  DTE: same('dtedeeur'),
  BMW: same('bmwdeeur'),
  VOW3: same('vow3deeur'),
  BAS: same('basdeeur'),
  MC: same('mcfreur'),
  TTE: same('fpfreur'),
  AIR: same('airfreur'),
  BNP: same('bnpfreur'),
  SAN: same('sanfreur'),
  NESN: same('nesnchchf'),
  NOVN: same('novnchchf'),
  ROG: same('rogchchf'),
  // London, in pence there.
  AZN: inPence('azngbgbx'),
  HSBA: inPence('hsbagbgbx'),
  ULVR: inPence('ulvrgbgbx'),
  RIO: inPence('riogbgbx'),
  VOD: inPence('vodgbgbx'),
  // Tokyo.
  '7203.T': same('7203jpjpy'),
  '6758.T': same('6758jpjpy'),
  '9984.T': same('9984jpjpy'),
  '7974.T': same('7974jpjpy'),
};

/** Thrown for an instrument id Dukascopy has no history for; the message lists the known ones. */
export class UnknownDukascopyInstrumentError extends Error {
  override name = 'UnknownDukascopyInstrumentError' as const;
  readonly instrumentId: string;
  constructor(instrumentId: string) {
    super(`Dukascopy has no history for "${instrumentId}". Known instruments: ${Object.keys(DUKASCOPY_INSTRUMENTS).join(', ')}`);
    this.instrumentId = instrumentId;
  }
}

/** The Dukascopy instrument of a catalogue id; throws `UnknownDukascopyInstrumentError` for any other. */
export function dukascopyInstrument(instrumentId: string): DukascopyInstrument {
  const found = Object.hasOwn(DUKASCOPY_INSTRUMENTS, instrumentId) ? DUKASCOPY_INSTRUMENTS[instrumentId] : undefined;
  if (!found) throw new UnknownDukascopyInstrumentError(instrumentId);
  return found;
}
