/**
 * Compiled by `pnpm check:openapi` (scripts/check-openapi.ts) against the types openapi-typescript
 * generates from the served OpenAPI document: a client generated from the document gets the
 * domain's entities under their names, field for field. Left out of the package's own typecheck
 * (tsconfig.json), since `#openapi-types` exists only in the check's temporary directory. A schema
 * that stops being named, or whose document drifts from the domain's type, fails the check.
 */
import type { components } from '#openapi-types';
import type {
  Alert,
  Candle,
  DeviceSession,
  ErrorBody,
  MarketSymbol,
  NewsItem,
  Notification,
  Order,
  OrderResponse,
  PriceSource,
  Quote,
  TokenPair,
  Transaction,
  User,
  Watchlist,
} from '@beurs/domain';

type Schemas = components['schemas'];

/** True only when `A` and `B` are the same type, not merely assignable one way. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when given `true`. */
type Expect<T extends true> = T;

/** One line per entity: the generated type is the domain's. */
export type GeneratedTypesMatchTheDomain = [
  Expect<Equal<Schemas['Order'], Order>>,
  Expect<Equal<Schemas['Quote'], Quote>>,
  Expect<Equal<Schemas['OrderResponse'], OrderResponse>>,
  Expect<Equal<Schemas['User'], User>>,
  Expect<Equal<Schemas['MarketSymbol'], MarketSymbol>>,
  Expect<Equal<Schemas['PriceSource'], PriceSource>>,
  Expect<Equal<Schemas['Candle'], Candle>>,
  Expect<Equal<Schemas['Transaction'], Transaction>>,
  Expect<Equal<Schemas['Notification'], Notification>>,
  Expect<Equal<Schemas['NewsItem'], NewsItem>>,
  Expect<Equal<Schemas['Alert'], Alert>>,
  Expect<Equal<Schemas['Watchlist'], Watchlist>>,
  Expect<Equal<Schemas['DeviceSession'], DeviceSession>>,
  Expect<Equal<Schemas['TokenPair'], TokenPair>>,
  Expect<Equal<Schemas['ErrorBody'], ErrorBody>>,
];
