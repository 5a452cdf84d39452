import { useEffect, useRef } from 'react';
import { useLocation } from 'app-router';
import { patternOfPath } from 'shared-contracts/routing';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { currentRegistry } from '../../federation/registry/current-registry';
import { fieldTelemetry } from '../../federation/telemetry/start-field-telemetry';

/** The page id of statistics: the declared page's pattern (its parameters unfilled), else the path. */
const pageIdOf = (pathname: string): string =>
  patternOfPath(currentRegistry(), pathname) ?? pathname;

/**
 * Records one page_view per page the user lands on, host and remote pages alike (remotes do not
 * record page views themselves). The page id is the page's pattern in its remote's route table.
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
      record.current({ action: STAT_ACTIONS.PAGE_VIEW, pageId: pageIdOf(pathname) });
      fieldTelemetry()?.pageView(pathname);
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
