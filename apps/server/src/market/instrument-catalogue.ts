import type { InstrumentDefinition } from './instrument-definition';
import { STOCKS } from './catalogue-stocks';
import { FOREX } from './catalogue-forex';
import { CRYPTO } from './catalogue-crypto';
import { INDICES } from './catalogue-indices';
import { COMMODITIES } from './catalogue-commodities';

/** Every instrument the demo broker lists: 118 across the five types. */
export const INSTRUMENT_CATALOGUE: readonly InstrumentDefinition[] = [...STOCKS, ...FOREX, ...CRYPTO, ...INDICES, ...COMMODITIES];
