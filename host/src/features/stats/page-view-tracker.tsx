import { useEffect, useRef } from 'react';
import { useLocation } from 'app-router';
import { STAT_ACTIONS, usePlatform } from 'shared-contracts';
import { pageIdFromPath } from '../../lib/location-from-url';

/**
 * Records one page_view per page the user lands on, host and remote pages alike (remotes do not
 * record page views themselves). The page id is the path with its location id as `:locationId`.
 * A path that only redirects (e.g. `/` to `/locations`) is not counted: the view is recorded once
 * the path has held for a tick.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const recorded = useRef<string | null>(null);
  const record = useRef(platform.recordStat);
  record.current = platform.recordStat;

  useEffect(() => {
    if (recorded.current === pathname) return undefined;
    const timer = setTimeout(() => {
      recorded.current = pathname;
      record.current({ action: STAT_ACTIONS.PAGE_VIEW, pageId: pageIdFromPath(pathname) });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
