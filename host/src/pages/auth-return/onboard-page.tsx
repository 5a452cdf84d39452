import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'app-router';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { AUTHORIZATION_ACCEPTED_KEY, AUTHORIZATION_REFERRER_KEY } from '../../lib/storage-keys';
import { usePlatform } from 'shared-contracts/platform';
import { readAuthorizationReferrer, readAuthorizationReturn } from 'shared-contracts/handoffs';
import { HOST_PATHS } from 'shared-contracts/registry';
import { AuthorizationDenied } from './authorization-denied';

function readReferrer(): string | null {
  try {
    return readAuthorizationReferrer(sessionStorage.getItem(AUTHORIZATION_REFERRER_KEY));
  } catch {
    return null;
  }
}

/**
 * /onboard: where the provider's authorization page returns (query: error_code or success, and
 * locationId). Denied: the authorization-denied screen, whose Try Again opens the Authorize modal
 * again. Success: the authorization-accepted flag goes to session storage and the user goes to the
 * stored referrer, or to /locations.
 */
export function OnboardPage() {
  const platform = usePlatform();
  const { search } = useLocation();
  const { success, denied } = readAuthorizationReturn(search);
  const [referrer] = useState(readReferrer);

  useEffect(() => {
    if (denied) platform.recordStat({ action: STAT_ACTIONS.ONBOARDING_DENIED, pageId: 'onboard' });
    if (success) {
      try {
        sessionStorage.setItem(AUTHORIZATION_ACCEPTED_KEY, 'true');
        sessionStorage.removeItem(AUTHORIZATION_REFERRER_KEY);
      } catch {
        // Storage unavailable: nothing to remember.
      }
    }
    // Once for the answer the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [denied, success]);

  if (denied) {
    return (
      <AuthorizationDenied
        onTryAgain={() => {
          platform.recordStat({ action: STAT_ACTIONS.CLICK, pageId: 'onboard-try-again' });
          if (!platform.location) {
            platform.navigate(HOST_PATHS.locations);
            return;
          }
          // Back where the user was before, else the selector (never to this page again).
          void platform.requestAuthorization({ returnPath: referrer ?? HOST_PATHS.locations });
        }}
      />
    );
  }
  return <Navigate to={success && referrer ? referrer : HOST_PATHS.locations} replace />;
}
