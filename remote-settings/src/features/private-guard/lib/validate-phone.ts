import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_REGION } from 'shared-contracts/constants';
import { SETTINGS_TEXTS } from '../../../shared/lib/copy';

export type PhoneCheck = { error: string; e164: null } | { error: null; e164: string };

/** US only (spec section 5). */
const REGION = DEFAULT_PHONE_REGION;

/**
 * The private guard phone (spec section 5): required, a US number. Too short, too long and a
 * country code other than the US have their own messages; anything else invalid reads 'Enter a valid
 * phone number.'. A valid number is returned in E.164 (+12025550199).
 *
 * Only the private guard form imports this module: it pulls in libphonenumber-js (the smallest,
 * `min`, metadata), which the form's lazy chunk keeps off every other page.
 */
export function checkGuardPhone(value: string): PhoneCheck {
  const text = value.trim();
  if (text.length === 0) return { error: SETTINGS_TEXTS.fieldRequired, e164: null };
  const length = validatePhoneNumberLength(text, REGION);
  if (length === 'TOO_SHORT') return { error: SETTINGS_TEXTS.phoneTooShort, e164: null };
  if (length === 'TOO_LONG') return { error: SETTINGS_TEXTS.phoneTooLong, e164: null };
  if (length === 'INVALID_COUNTRY')
    return { error: SETTINGS_TEXTS.phoneInvalidCountry, e164: null };
  const parsed = parsePhoneNumberFromString(text, REGION);
  if (parsed === undefined || length !== undefined)
    return { error: SETTINGS_TEXTS.phoneInvalid, e164: null };
  if (parsed.country !== REGION) {
    return {
      error:
        parsed.country === undefined
          ? SETTINGS_TEXTS.phoneInvalid
          : SETTINGS_TEXTS.phoneInvalidCountry,
      e164: null,
    };
  }
  if (!parsed.isValid()) return { error: SETTINGS_TEXTS.phoneInvalid, e164: null };
  return { error: null, e164: parsed.number };
}
