const PAUSE_BANNER_CLOSED = 'vsg.pause-banner-closed.';
const PRIVATE_GUARD_DRAFT = 'vsg.private-guard-draft.';

/** Web Storage keys of the settings area, defined once. */
export const STORAGE_KEYS = {
  /** sessionStorage: the pause banner was closed (per session user and location). */
  pauseBannerClosed: (userId: number, locationId: string) =>
    `${PAUSE_BANNER_CLOSED}${userId}.${locationId}`,
  /** localStorage: 'don't show again' on the pause modal (per user). */
  pauseModalSkip: (userId: number) => `vsg.dont-show.pause.${userId}`,
  /** localStorage: 'don't show again' on the watch zone modal (per user). */
  watchZoneModalSkip: (userId: number) => `vsg.dont-show.watch-zone.${userId}`,
  /** sessionStorage: the private guard form's unsaved input (per session user and location). */
  privateGuardDraft: (userId: number, locationId: string) =>
    `${PRIVATE_GUARD_DRAFT}${userId}.${locationId}`,
} as const;

/** Whether a sessionStorage key is one the user's session left (any location). */
export const isSessionKeyOf =
  (userId: number) =>
  (key: string): boolean =>
    [PAUSE_BANNER_CLOSED, PRIVATE_GUARD_DRAFT].some((start) =>
      key.startsWith(`${start}${userId}.`),
    );

/** Whether a sessionStorage key holds a private guard draft of the location (any user). */
export const isGuardDraftOf =
  (locationId: string) =>
  (key: string): boolean => {
    if (!key.startsWith(PRIVATE_GUARD_DRAFT)) return false;
    const rest = key.slice(PRIVATE_GUARD_DRAFT.length);
    // The user id is digits, so the first dot ends it even when the location id has dots.
    return rest.slice(rest.indexOf('.') + 1) === locationId && rest.includes('.');
  };
