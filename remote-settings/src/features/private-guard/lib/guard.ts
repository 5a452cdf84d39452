import { PRIVATE_GUARD_NAME_MAX_LENGTH } from 'shared-contracts/constants';
import { fieldTooLongMessage, SETTINGS_TEXTS } from '../../../shared/lib/copy';
import type { LocalPrivateGuard, PrivateGuard } from 'shared-contracts/entities';

const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{200D}]/u;

export function containsEmoji(value: string): boolean {
  return EMOJI.test(value);
}

/**
 * Company name: required, at most 50 characters, no emoji. Returns the error text or null.
 * (Phone validation uses libphonenumber-js in the settings remote.)
 */
export function validateCompanyName(value: string): string | null {
  if (value.trim().length === 0) return SETTINGS_TEXTS.fieldRequired;
  if (value.length > PRIVATE_GUARD_NAME_MAX_LENGTH)
    return fieldTooLongMessage(PRIVATE_GUARD_NAME_MAX_LENGTH);
  if (containsEmoji(value)) return SETTINGS_TEXTS.emojiNotSupported;
  return null;
}

/** The counter under the name: '{length}/{limit}'. */
export function companyNameCounter(value: string): string {
  return `${value.length}/${PRIVATE_GUARD_NAME_MAX_LENGTH}`;
}

/** The form is valid when both fields are non-empty and have no errors. */
export function isGuardFormValid(input: {
  agencyName: string;
  phone: string;
  agencyNameError: string | null;
  phoneError: string | null;
}): boolean {
  return (
    input.agencyName.trim().length > 0 &&
    input.phone.trim().length > 0 &&
    input.agencyNameError === null &&
    input.phoneError === null
  );
}

/** Pending until approved. */
export function toLocalGuard(guard: PrivateGuard): LocalPrivateGuard {
  return { ...guard, pending: !guard.approved };
}
