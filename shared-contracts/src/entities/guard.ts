/** `GET .../locations/{locationId}/guard` answer; 404 when none. */
export interface PrivateGuard {
  agencyName: string;
  phone: string;
  approved: boolean;
}

/** `PUT .../guard` body. */
export interface PrivateGuardInput {
  agencyName: string;
  phone: string;
}

/** A private guard as the UI holds it: pending until approved. */
export interface LocalPrivateGuard extends PrivateGuard {
  pending: boolean;
}
