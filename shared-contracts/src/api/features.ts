// The feature flags endpoint, whole (ADR 0015): its query key, fetcher and query options. Its path
// is in paths.ts, which the host's entry chunk reads without the client.
import { queryOptions } from '@tanstack/react-query';
import type { FeatureFlags } from '../constants/flags';
import { ERROR_MESSAGES } from '../constants/messages';
import type { FeatureFlagsResponse, FlagDomain } from '../entities/session';
import { toFeatureFlags } from '../rules/flags';
import { apiClientOf } from '../query/api-client-binding';
import { requestJson, type ApiClient } from './client';
import { FEATURES_PATH, featureFlagsSearchParams } from './paths';

export const featureFlagsQueryKey = (domain: FlagDomain, principal: string | number) =>
  ['feature-flags', domain, String(principal)] as const;

/** `GET /api/features?principalDomain=...&principal=...`: known flags, absent means off. */
export async function getFeatureFlags(
  api: ApiClient,
  domain: FlagDomain,
  principal: string | number,
): Promise<FeatureFlags> {
  const response = await requestJson<FeatureFlagsResponse>(api, {
    method: 'get',
    path: FEATURES_PATH,
    searchParams: featureFlagsSearchParams(domain, principal),
    errorMessage: ERROR_MESSAGES.featureFlags,
  });
  return toFeatureFlags(response);
}

export const featureFlagsQuery = (domain: FlagDomain, principal: string | number) =>
  queryOptions({
    queryKey: featureFlagsQueryKey(domain, principal),
    queryFn: ({ client }) => getFeatureFlags(apiClientOf(client), domain, principal),
  });
