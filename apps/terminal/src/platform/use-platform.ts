import { useQuery } from '@tanstack/react-query';
import { riskWarning, type PlatformInfo } from '@beurs/domain';
import { loadStateOf, type LoadState } from '../async/load-state';
import { getQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { platformQuery } from '../query/server-queries';

/** The installation's operator, payment methods and risk warning (`getPlatform()`), with its load state. */
export function usePlatform(): { platform: PlatformInfo | null; state: LoadState } {
  const query = useQuery(platformQuery());
  return { platform: query.data ?? null, state: loadStateOf(query) };
}

/** The risk warning to show: the server's text, else the rules' fallback range. */
export function useRiskWarningText(): string {
  return usePlatform().platform?.risk_warning.text ?? riskWarning(null);
}

/** The support email outside React (error messages), once the platform is loaded. */
export function getSupportEmail(): string | undefined {
  return getQueryClient().getQueryData<PlatformInfo>(queryKeys.platform())?.company.support_email;
}
