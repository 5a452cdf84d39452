import { STORAGE_KEYS } from '../../../shared/lib/storage-keys';

/** What the user has typed in the private guard form and not saved yet. */
export interface GuardDraft {
  agencyName: string;
  phone: string;
}

export const EMPTY_GUARD_DRAFT: GuardDraft = { agencyName: '', phone: '' };

export interface GuardDraftKey {
  userId: number;
  locationId: string;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const storageKey = ({ userId, locationId }: GuardDraftKey) =>
  STORAGE_KEYS.privateGuardDraft(userId, locationId);

function parseDraft(text: string | null): GuardDraft | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const agencyName: unknown = Reflect.get(value, 'agencyName');
    const phone: unknown = Reflect.get(value, 'phone');
    if (typeof agencyName !== 'string' || typeof phone !== 'string') return null;
    return agencyName === '' && phone === '' ? null : { agencyName, phone };
  } catch {
    return null;
  }
}

/**
 * The unsaved input of the private guard form, kept in sessionStorage per user and location, so a
 * session that expires mid-form (401 → sign in again) does not lose what was typed. Storage that is
 * unavailable only means nothing is kept.
 */
export function readGuardDraft(key: GuardDraftKey): GuardDraft | null {
  try {
    return parseDraft(sessionStore()?.getItem(storageKey(key)) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the input; an empty form keeps nothing. */
export function writeGuardDraft(key: GuardDraftKey, draft: GuardDraft): void {
  if (draft.agencyName === '' && draft.phone === '') {
    clearGuardDraft(key);
    return;
  }
  try {
    sessionStore()?.setItem(
      storageKey(key),
      JSON.stringify({ agencyName: draft.agencyName, phone: draft.phone }),
    );
  } catch {
    // Storage full or blocked: the input stays on the page only.
  }
}

/** Forgets the input: after a successful save, or when the user cancels the form. */
export function clearGuardDraft(key: GuardDraftKey): void {
  try {
    sessionStore()?.removeItem(storageKey(key));
  } catch {
    // Storage blocked: nothing was kept.
  }
}
