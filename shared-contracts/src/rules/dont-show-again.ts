/**
 * The 'don't show again' checkbox on modals (spec section 2.5): once ticked, a local flag is stored
 * and later the modal auto-confirms instead of opening. Kept in localStorage, per modal and, when the
 * choice is personal, per user (e.g. the indoor device confirm is remembered per user).
 */
export const DONT_SHOW_AGAIN_PREFIX = 'dont-show-again';

/** The storage a flag lives in (`localStorage` in the product; anything Storage-like in tests). */
export type DontShowAgainStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `dont-show-again:<modal>` or `dont-show-again:<modal>:<userId>`. */
export function dontShowAgainKey(modal: string, userId?: number | null): string {
  return userId === undefined || userId === null
    ? `${DONT_SHOW_AGAIN_PREFIX}:${modal}`
    : `${DONT_SHOW_AGAIN_PREFIX}:${modal}:${userId}`;
}

/** True once the flag is stored: the modal auto-confirms. Unreadable storage means not stored. */
export function shouldAutoConfirm(storage: DontShowAgainStorage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Stores the flag when the box was ticked on confirm. Unwritable storage is ignored. */
export function rememberDontShowAgain(
  storage: DontShowAgainStorage | null,
  key: string,
  ticked: boolean,
): void {
  if (!ticked) return;
  try {
    storage?.setItem(key, 'true');
  } catch {
    // Private mode or a full quota: the modal simply keeps showing.
  }
}

/** The indoor device confirm's name in its key: one choice per user, in onboarding and settings. */
export const INDOOR_DEVICE_MODAL_ID = 'indoor-device';

/** A modal's 'don't show again' choice for one user (the shape `ui`'s confirms take). */
export interface ShowAgainMemory {
  isSkipped: () => boolean;
  skip: () => void;
}

function browserLocalStorage(): DontShowAgainStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The indoor device confirm's choice for `userId`, kept in localStorage. */
export function indoorDeviceMemory(
  userId: number,
  storage: DontShowAgainStorage | null = browserLocalStorage(),
): ShowAgainMemory {
  const key = dontShowAgainKey(INDOOR_DEVICE_MODAL_ID, userId);
  return {
    isSkipped: () => shouldAutoConfirm(storage, key),
    skip: () => rememberDontShowAgain(storage, key, true),
  };
}
