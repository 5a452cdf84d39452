import type { FeatureFlags } from '../constants/flags';
import { ERROR_MESSAGES } from '../constants/messages';
import type { FeatureFlagsResponse, FlagDomain } from '../entities/session';
import { toFeatureFlags } from '../rules/flags';
import { requestJson } from './client';
import { FEATURES_PATH, featureFlagsSearchParams } from './paths';

/** `GET /api/features?principalDomain=...&principal=...`: known flags, absent means off. */
export async function getFeatureFlags(
  domain: FlagDomain,
  principal: string | number,
): Promise<FeatureFlags> {
  const response = await requestJson<FeatureFlagsResponse>({
    method: 'get',
    path: FEATURES_PATH,
    searchParams: featureFlagsSearchParams(domain, principal),
    errorMessage: ERROR_MESSAGES.featureFlags,
  });
  return toFeatureFlags(response);
}
