import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'app-router';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { pathOf } from '../../routing/page-path';
import { decideReturnTo } from './decide-return-to';
import { LoadingState } from '../../components/loading-state';
import { leavePage } from '../../lib/page-exit';

const assignLocation = (url: string) => window.location.assign(url);

/**
 * /return_to?from&status&user_id&location_id: where the provider's pages send the user back
 * (decideReturnTo). Another user than the signed-in one is logged out (the
 * logout page returns here, so after signing in as the right user the return carries on); an
 * unknown return is reported (a warning and the not_found statistic) and redirected to the root.
 */
export function ReturnToPage({ assign = assignLocation }: { assign?: (url: string) => void }) {
  const platform = usePlatform();
  const { pathname, search } = useLocation();
  const [decision] = useState(() => decideReturnTo(search, platform.session.userId));
  const acted = useRef(false);

  useEffect(() => {
    if (acted.current) return;
    acted.current = true;
    if (decision.kind === 'logout') {
      const url = platform.externalUrl('logout', {
        return_to: `${window.location.origin}${pathname}${search}`,
      });
      leavePage(() => assign(url));
    } else if (decision.kind === 'unknown') {
      console.warn(`[return_to] ${decision.reason}`);
      platform.recordStat({ action: STAT_ACTIONS.NOT_FOUND, pageId: 'return_to' });
    }
  }, [decision, platform, assign, pathname, search]);

  if (decision.kind === 'logout') return <LoadingState label="Signing out" />;
  return <Navigate to={pathOf(decision.to)} replace />;
}
