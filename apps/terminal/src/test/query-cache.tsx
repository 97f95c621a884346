import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { MarketSymbol, Order, User } from '@beurs/domain';
import { getQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';

/** Provides the page's query client, as the app root does: the `wrapper` of `render`. */
export function QueryWrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

/** Puts the signed-in user in the cache, as the session does after loading it; null forgets it. */
export function setCachedUser(user: User | null): void {
  if (user === null) getQueryClient().removeQueries({ queryKey: queryKeys.user() });
  else getQueryClient().setQueryData(queryKeys.user(), user);
}

/** Writes a `userOrders` list into the cache the way the session does. */
export function setCachedOrders(orders: readonly Order[]): void {
  getQueryClient().setQueryData<readonly Order[]>(queryKeys.orders(), orders);
}

/** Puts loaded symbols in the cache, as `/symbols/` would. */
export function setCachedSymbols(symbols: readonly MarketSymbol[]): void {
  getQueryClient().setQueryData<readonly MarketSymbol[]>(queryKeys.symbols(), symbols);
}
