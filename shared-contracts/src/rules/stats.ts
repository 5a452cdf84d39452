import { APP_VERSION } from '../constants/business';
import type { StatAction } from '../constants/stats';
import type { StatBody } from '../entities/stat';

/** The stat body: the app version is added; missing location and device are null. */
export function buildStatBody(input: {
  userId: number;
  action: StatAction;
  pagePath: string;
  pageId?: string;
  locationId?: string | null;
  doorbotId?: number | null;
}): StatBody {
  return {
    neighborId: input.userId,
    locationId: input.locationId ?? null,
    pagePath: input.pagePath,
    pageId: input.pageId ?? input.pagePath,
    action: input.action,
    doorbotId: input.doorbotId ?? null,
    version: APP_VERSION,
  };
}
