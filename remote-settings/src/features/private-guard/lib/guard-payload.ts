import type { PrivateGuardInput } from 'shared-contracts/entities';
import { isGuardFormValid, validateCompanyName } from './guard';
import { checkGuardPhone } from './validate-phone';

export interface GuardFormCheck {
  agencyNameError: string | null;
  phoneError: string | null;
  /** What Save sends once confirmed, or null while the form is invalid. */
  payload: PrivateGuardInput | null;
}

/**
 * The private guard form's rules in one place (spec section 5): the two fields' errors and, when the
 * form is valid, the payload: the trimmed company name and the phone number in E.164.
 */
export function checkGuardForm(agencyName: string, phone: string): GuardFormCheck {
  const agencyNameError = validateCompanyName(agencyName);
  const phoneCheck = checkGuardPhone(phone);
  const valid = isGuardFormValid({
    agencyName,
    phone,
    agencyNameError,
    phoneError: phoneCheck.error,
  });
  return {
    agencyNameError,
    phoneError: phoneCheck.error,
    payload:
      valid && phoneCheck.e164 !== null
        ? { agencyName: agencyName.trim(), phone: phoneCheck.e164 }
        : null,
  };
}
