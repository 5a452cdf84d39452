import { FEATURE_FLAGS, type FeatureFlagName } from '../constants/flags';

/**
 * Pages behind a feature flag (spec sections 2.1 and 6, platform.md section 5). The host redirects
 * such a page to /not-found while its flag is off, before loading the remote that renders it.
 */
export const FLAG_GATED_PAGES: readonly { pattern: string; flag: FeatureFlagName }[] = [
  { pattern: '/dashboard', flag: FEATURE_FLAGS.DASHBOARD_SMB },
  { pattern: '/locations/:locationId/private-guard', flag: FEATURE_FLAGS.PRIVATE_GUARD },
  { pattern: '/onboarding/:locationId/sos-turn-on', flag: FEATURE_FLAGS.SOS_SUPPORT },
  { pattern: '/onboarding/:locationId/sos-set-up', flag: FEATURE_FLAGS.SOS_SUPPORT },
];

const segments = (path: string): string[] => path.split('/').filter((part) => part.length > 0);

function matches(pattern: string, pathname: string): boolean {
  const expected = segments(pattern);
  const actual = segments(pathname);
  return (
    expected.length === actual.length &&
    expected.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

/** The flag a page needs, or null when the page is not flag-gated. */
export function pageFlag(pathname: string): FeatureFlagName | null {
  return FLAG_GATED_PAGES.find(({ pattern }) => matches(pattern, pathname))?.flag ?? null;
}
