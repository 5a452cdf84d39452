import type { ReactNode } from 'react';
import type { FeatureFlagName } from 'shared-contracts/constants';
import { PlatformRedirect, useFlag } from 'shared-contracts/platform';
import { PATHS } from 'shared-contracts/registry';

/** A page whose feature flag is off redirects to /not-found. */
export function FlagGate({ flag, children }: { flag: FeatureFlagName; children: ReactNode }) {
  return useFlag(flag) ? children : <PlatformRedirect to={PATHS.notFound} />;
}
