import type { ReactNode } from 'react';
import { PATHS, PlatformRedirect, useFlag, type FeatureFlagName } from 'shared-contracts';

/** A page whose feature flag is off redirects to /not-found. */
export function FlagGate({ flag, children }: { flag: FeatureFlagName; children: ReactNode }) {
  return useFlag(flag) ? children : <PlatformRedirect to={PATHS.notFound} />;
}
