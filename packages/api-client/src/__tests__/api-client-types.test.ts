import type {
  AlertResponse,
  AlertsResponse,
  CloseAllOrdersRequest,
  CreateAlertRequest,
  EndpointOutput,
  ModifyOrderRequest,
  OrderJournalRequest,
  OpenOrderRequest,
  OrderResponse,
  OrdersResponse,
  ReverseOrderRequest,
  ReverseOrderResponse,
  SaveWatchlistRequest,
  SecondFactorRequest,
  SigninRequest,
  SigninResponse,
  TokenPair,
  WatchlistResponse,
  WatchlistsResponse,
  PasswordResetRequest,
  ResetPasswordRequest,
  OkResponse,
} from '@beurs/domain';
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient, createMemoryTokenStore, type ApiClient, type RateLimit, type UploadInput, type UploadOptions } from '../index';

// Checked by `tsc` (pnpm typecheck); the `it` blocks only give the checks a name.
describe('ApiClient types', () => {
  it('takes the contract input and resolves with the contract output', () => {
    expectTypeOf<Parameters<ApiClient['signin']>[0]>().toEqualTypeOf<SigninRequest>();
    expectTypeOf<ReturnType<ApiClient['signin']>>().toEqualTypeOf<Promise<SigninResponse>>();
    expectTypeOf<Parameters<ApiClient['signinSecondFactor']>[0]>().toEqualTypeOf<SecondFactorRequest>();
    expectTypeOf<ReturnType<ApiClient['signinSecondFactor']>>().toEqualTypeOf<Promise<TokenPair>>();
    expectTypeOf<Parameters<ApiClient['openOrder']>[0]>().toEqualTypeOf<OpenOrderRequest>();
    expectTypeOf<Parameters<ApiClient['modifyOrder']>[0]>().toEqualTypeOf<ModifyOrderRequest>();
    expectTypeOf<ReturnType<ApiClient['modifyOrder']>>().toEqualTypeOf<Promise<OrderResponse>>();
    expectTypeOf<Parameters<ApiClient['closeAllOrders']>[0]>().toEqualTypeOf<CloseAllOrdersRequest | undefined>();
    expectTypeOf<ReturnType<ApiClient['closeAllOrders']>>().toEqualTypeOf<Promise<OrdersResponse>>();
    expectTypeOf<Parameters<ApiClient['reverseOrder']>[0]>().toEqualTypeOf<ReverseOrderRequest>();
    expectTypeOf<ReturnType<ApiClient['reverseOrder']>>().toEqualTypeOf<Promise<ReverseOrderResponse>>();
    expectTypeOf<Parameters<ApiClient['setOrderJournal']>[0]>().toEqualTypeOf<OrderJournalRequest>();
    expectTypeOf<ReturnType<ApiClient['setOrderJournal']>>().toEqualTypeOf<Promise<OrderResponse>>();
    expectTypeOf<ReturnType<ApiClient['getUser']>>().toEqualTypeOf<Promise<EndpointOutput<'getUser'>>>();
  });

  it('lets the input be left out only where the contract allows it', () => {
    expectTypeOf<ApiClient['getUser']>().toBeCallableWith();
    expectTypeOf<ApiClient['getTransactions']>().toBeCallableWith();
    expectTypeOf<ApiClient['getEconomicCalendar']>().toBeCallableWith();
    expectTypeOf<ApiClient['closeAllOrders']>().toBeCallableWith();
    expectTypeOf<ApiClient['getSymbols']>().toBeCallableWith(undefined, { timeout: 5_000 });
    // @ts-expect-error an order needs its form
    expectTypeOf<ApiClient['openOrder']>().toBeCallableWith();
    // @ts-expect-error a modification names its order
    expectTypeOf<ApiClient['modifyOrder']>().toBeCallableWith();
    // @ts-expect-error a reverse names its position
    expectTypeOf<ApiClient['reverseOrder']>().toBeCallableWith();
    // @ts-expect-error the password change needs both passwords
    expectTypeOf<ApiClient['changePassword']>().toBeCallableWith();
  });

  it('types the password-reset calls from the contract', () => {
    expectTypeOf<Parameters<ApiClient['requestPasswordReset']>[0]>().toEqualTypeOf<PasswordResetRequest>();
    expectTypeOf<Parameters<ApiClient['resetPassword']>[0]>().toEqualTypeOf<ResetPasswordRequest>();
    expectTypeOf<ReturnType<ApiClient['resetPassword']>>().toEqualTypeOf<Promise<OkResponse>>();
    // @ts-expect-error a reset needs the link's token and the new password
    expectTypeOf<ApiClient['resetPassword']>().toBeCallableWith();
  });

  it('types the watchlist and alert calls from the contract', () => {
    expectTypeOf<ReturnType<ApiClient['getWatchlists']>>().toEqualTypeOf<Promise<WatchlistsResponse>>();
    expectTypeOf<Parameters<ApiClient['saveWatchlist']>[0]>().toEqualTypeOf<SaveWatchlistRequest>();
    expectTypeOf<ReturnType<ApiClient['saveWatchlist']>>().toEqualTypeOf<Promise<WatchlistResponse>>();
    expectTypeOf<ReturnType<ApiClient['deleteWatchlist']>>().toEqualTypeOf<Promise<WatchlistsResponse>>();
    expectTypeOf<Parameters<ApiClient['createAlert']>[0]>().toEqualTypeOf<CreateAlertRequest>();
    expectTypeOf<ReturnType<ApiClient['createAlert']>>().toEqualTypeOf<Promise<AlertResponse>>();
    expectTypeOf<ReturnType<ApiClient['getAlerts']>>().toEqualTypeOf<Promise<AlertsResponse>>();
    expectTypeOf<ApiClient['getAlerts']>().toBeCallableWith();
    // @ts-expect-error an alert needs its instrument, condition and price
    expectTypeOf<ApiClient['createAlert']>().toBeCallableWith();
  });

  it('takes a file and upload options for uploads', () => {
    expectTypeOf<Parameters<ApiClient['uploadPassport']>[0]>().toEqualTypeOf<UploadInput>();
    expectTypeOf<Parameters<ApiClient['uploadCard']>[1]>().toEqualTypeOf<UploadOptions | undefined>();
  });

  it('takes either a session (token store and onSessionEnded) or an API key, never both', () => {
    const tokenStore = createMemoryTokenStore();
    expectTypeOf(createApiClient).toBeCallableWith({ baseUrl: '', tokenStore, onSessionEnded: () => {} });
    expectTypeOf(createApiClient).toBeCallableWith({ baseUrl: '', apiKey: 'bk_live_x' });
    // @ts-expect-error a key has no token store
    expectTypeOf(createApiClient).toBeCallableWith({ baseUrl: '', apiKey: 'bk_live_x', tokenStore, onSessionEnded: () => {} });
    // @ts-expect-error a session needs its onSessionEnded
    expectTypeOf(createApiClient).toBeCallableWith({ baseUrl: '', tokenStore });
    expectTypeOf<ApiClient['rateLimit']>().toEqualTypeOf<() => RateLimit | null>();
    expectTypeOf<ApiClient['closeOrder']>().toBeCallableWith({ id: 'x' }, { idempotencyKey: 'close-1' });
  });
});
