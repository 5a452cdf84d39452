import type { ReactNode } from 'react';
import { Navigate } from 'app-router';
import { PATHS, useFlag, type FeatureFlagName } from 'shared-contracts';

/** A page whose feature flag is off redirects to /not-found. */
export function FlagGate({ flag, children }: { flag: FeatureFlagName; children: ReactNode }) {
  return useFlag(flag) ? children : <Navigate to={PATHS.notFound} replace />;
}
