import { useEffect, useRef } from 'react';
import { STAT_ACTIONS, usePlatform } from 'shared-contracts';

/** Records one `page_view` statistic for the page when it first shows. */
export function usePageView(pageId: string): void {
  const platform = usePlatform();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === pageId) return;
    recorded.current = pageId;
    platform.recordStat({ action: STAT_ACTIONS.PAGE_VIEW, pageId });
  }, [platform, pageId]);
}
