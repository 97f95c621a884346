import { useEffect, useState, type ReactNode } from 'react';
import { useApiBaseUrl } from '../api/api-base-url';
import { fetchPlatform } from './fetch-platform';
import { PlatformContext, type PlatformState } from './platform-context';

/**
 * Loads `GET /api/v1/platform` once and shares it. Until it answers the layout shows the
 * fallback risk warning; a failure is logged (contract §8: loading failures are only logged) and the
 * pages say the operator's details are unavailable.
 */
export function PlatformProvider({ children }: { children: ReactNode }) {
  const baseUrl = useApiBaseUrl();
  const [state, setState] = useState<PlatformState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchPlatform(baseUrl, controller.signal)
      .then((platform) => setState({ status: 'ready', platform }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the platform details', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [baseUrl]);

  return <PlatformContext.Provider value={state}>{children}</PlatformContext.Provider>;
}
