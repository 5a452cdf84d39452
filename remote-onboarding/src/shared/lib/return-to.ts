import { PATHS } from 'shared-contracts';

/** Where an external account page sends the user back: the host's /return_to (spec section 4). */
export type ReturnFrom = 'emergency_contacts' | 'monitoring_type' | 'professional_monitoring';

export function returnToUrl(
  from: ReturnFrom,
  userId: number,
  locationId: string,
  origin: string = window.location.origin,
): string {
  const url = new URL(PATHS.returnTo, origin);
  url.searchParams.set('from', from);
  url.searchParams.set('user_id', String(userId));
  url.searchParams.set('location_id', locationId);
  return url.toString();
}
