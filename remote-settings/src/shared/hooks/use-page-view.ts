import { useEffect, useEffectEvent } from 'react';
import { STAT_ACTIONS, usePlatform } from 'shared-contracts';

/** Records one page_view statistic when a settings page mounts. */
export function usePageView(pageId: string): void {
  const { recordStat } = usePlatform();
  // The platform object may change identity while the page stays: one view per page.
  const record = useEffectEvent((id: string) =>
    recordStat({ action: STAT_ACTIONS.PAGE_VIEW, pageId: id }),
  );
  useEffect(() => {
    record(pageId);
  }, [pageId]);
}
