import type { ReactNode } from 'react';
import { PlatformRedirect } from 'shared-contracts/platform';
import { canManageTrial } from 'shared-contracts/rules';
import { EVENTS_SUMMARY } from '../../../shared/lib/destinations';
import { useSettingsLocation } from '../../../shared/hooks/use-settings-location';

/** Trial pages exist only for an active free trial and the owner; otherwise the events summary. */
export function TrialAccess({ children }: { children: ReactNode }) {
  const location = useSettingsLocation();
  if (!canManageTrial(location)) {
    return <PlatformRedirect to={EVENTS_SUMMARY({ locationId: location.locationId })} />;
  }
  return children;
}
