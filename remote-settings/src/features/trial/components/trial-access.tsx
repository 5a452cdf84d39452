import type { ReactNode } from 'react';
import { PlatformRedirect } from 'shared-contracts/platform';
import { canManageTrial } from 'shared-contracts/rules';
import { PATHS } from 'shared-contracts/registry';
import { useSettingsLocation } from '../../../shared/hooks/use-settings-location';

/** Trial pages exist only for an active free trial and the owner; otherwise the events summary. */
export function TrialAccess({ children }: { children: ReactNode }) {
  const location = useSettingsLocation();
  if (!canManageTrial(location)) {
    return <PlatformRedirect to={PATHS.eventsSummary(location.locationId)} />;
  }
  return children;
}
