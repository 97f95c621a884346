import type { ApiClient } from '@beurs/api-client';
import { useApiBaseUrl } from './api-base-url';
import { siteApiFor } from './site-api';

/** The API client of this page's API base URL (see `ApiBaseUrlContext`). */
export function useSiteApi(): ApiClient {
  return siteApiFor(useApiBaseUrl());
}
