import type { StatAction } from '../constants/stats';

/** `POST /api/stats/user/{userId}/action` body. */
export interface StatBody {
  neighborId: number;
  locationId: string | null;
  pagePath: string;
  pageId: string;
  action: StatAction;
  doorbotId: number | null;
  version: string;
}
