import type { EndpointOutput, OpenOrderRequest, SecondFactorRequest, SigninRequest, SigninResponse, TokenPair } from '@beurs/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient, UploadInput, UploadOptions } from '../index';

// Checked by `tsc` (pnpm typecheck); the `it` blocks only give the checks a name.
describe('ApiClient types', () => {
  it('takes the contract input and resolves with the contract output', () => {
    expectTypeOf<Parameters<ApiClient['signin']>[0]>().toEqualTypeOf<SigninRequest>();
    expectTypeOf<ReturnType<ApiClient['signin']>>().toEqualTypeOf<Promise<SigninResponse>>();
    expectTypeOf<Parameters<ApiClient['signinSecondFactor']>[0]>().toEqualTypeOf<SecondFactorRequest>();
    expectTypeOf<ReturnType<ApiClient['signinSecondFactor']>>().toEqualTypeOf<Promise<TokenPair>>();
    expectTypeOf<Parameters<ApiClient['openOrder']>[0]>().toEqualTypeOf<OpenOrderRequest>();
    expectTypeOf<ReturnType<ApiClient['getUser']>>().toEqualTypeOf<Promise<EndpointOutput<'getUser'>>>();
  });

  it('lets the input be left out only where the contract allows it', () => {
    expectTypeOf<ApiClient['getUser']>().toBeCallableWith();
    expectTypeOf<ApiClient['getTransactions']>().toBeCallableWith();
    expectTypeOf<ApiClient['getEconomicCalendar']>().toBeCallableWith();
    expectTypeOf<ApiClient['getSymbols']>().toBeCallableWith(undefined, { timeout: 5_000 });
    // @ts-expect-error an order needs its form
    expectTypeOf<ApiClient['openOrder']>().toBeCallableWith();
    // @ts-expect-error the password change needs both passwords
    expectTypeOf<ApiClient['changePassword']>().toBeCallableWith();
  });

  it('takes a file and upload options for uploads', () => {
    expectTypeOf<Parameters<ApiClient['uploadPassport']>[0]>().toEqualTypeOf<UploadInput>();
    expectTypeOf<Parameters<ApiClient['uploadCard']>[1]>().toEqualTypeOf<UploadOptions | undefined>();
  });
});
