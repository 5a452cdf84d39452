import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PATHS, usePlatform } from 'shared-contracts';
import { AUTH_REFERRER_KEY } from '../../features/platform/host-platform';
import { AuthorizationDenied } from './authorization-denied';

/** Kept in session storage once the user authorized (spec section 4, authorization return). */
export const AUTHORIZATION_ACCEPTED_KEY = 'authorization-accepted';

/** /onboard: where the provider's authorization page returns. */
export function OnboardPage() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const success = params.get('success') !== null;
  const denied = params.get('error_code') !== null && !success;
  const locationId = params.get('locationId');

  useEffect(() => {
    if (denied) platform.recordStat({ action: 'onboarding_denied', pageId: 'onboard' });
    if (success) sessionStorage.setItem(AUTHORIZATION_ACCEPTED_KEY, 'true');
    // Recorded once for the answer the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [denied, success]);

  if (denied) {
    return (
      <AuthorizationDenied
        onTryAgain={() => {
          if (locationId) platform.selectLocation(locationId);
          void platform.requestAuthorization();
        }}
      />
    );
  }
  const referrer = sessionStorage.getItem(AUTH_REFERRER_KEY);
  return <Navigate to={success && referrer ? referrer : PATHS.locations} replace />;
}
