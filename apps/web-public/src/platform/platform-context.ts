import { createContext, useContext } from 'react';
import type { PlatformInfo } from '@beurs/domain';

/** The installation's details from `GET /api/v1/platform`, as far as they have arrived. */
export type PlatformState = { status: 'loading' } | { status: 'ready'; platform: PlatformInfo } | { status: 'error' };

export const PlatformContext = createContext<PlatformState>({ status: 'loading' });

/** The operator, payment methods and risk warning of this installation (loading, ready or failed). */
export function usePlatform(): PlatformState {
  return useContext(PlatformContext);
}
