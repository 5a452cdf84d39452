/** Web Storage keys of the settings area, defined once. */
export const STORAGE_KEYS = {
  /** sessionStorage: the pause banner was closed (per session user and location). */
  pauseBannerClosed: (userId: number, locationId: string) =>
    `vsg.pause-banner-closed.${userId}.${locationId}`,
  /** localStorage: 'don't show again' on the pause modal (per user). */
  pauseModalSkip: (userId: number) => `vsg.dont-show.pause.${userId}`,
  /** localStorage: 'don't show again' on the watch zone modal (per user). */
  watchZoneModalSkip: (userId: number) => `vsg.dont-show.watch-zone.${userId}`,
  /** sessionStorage: the private guard form's unsaved input (per session user and location). */
  privateGuardDraft: (userId: number, locationId: string) =>
    `vsg.private-guard-draft.${userId}.${locationId}`,
} as const;
