import { ALERT_CATEGORIES } from '../entities/alert-categories';
import type { AlertCategoryId, AlertMethod } from '../entities/alert-categories';
import type { EmergencyContact } from '../entities/contact';
import type {
  AlertPreferenceKey,
  AlertPreferences,
  ContactValue,
  Preferences,
  PreferencesUpdate,
  UpdatablePreferences,
} from '../entities/preferences';

/** `${categoryId}${method}`, e.g. '10Phone'. */
export function alertPreferenceKey(
  categoryId: AlertCategoryId,
  method: AlertMethod,
): AlertPreferenceKey {
  return `${categoryId}${method}`;
}

/** 'CONTACT{seqNum}' */
export function contactValue(seqNum: number): ContactValue {
  return `CONTACT${seqNum}`;
}

export function isFixedCategory(categoryId: AlertCategoryId): boolean {
  return ALERT_CATEGORIES.some((category) => category.id === categoryId && category.fixed);
}

/** Fixed categories (emergency, indoor person) are always checked. */
export function isContactAlertChecked(
  alertPreferences: AlertPreferences,
  categoryId: AlertCategoryId,
  method: AlertMethod,
  seqNum: number,
): boolean {
  if (isFixedCategory(categoryId)) return true;
  return (
    alertPreferences[alertPreferenceKey(categoryId, method)]?.includes(contactValue(seqNum)) ===
    true
  );
}

/** Sets one cell; fixed categories cannot be unchecked (returned unchanged). */
export function setContactAlert(
  alertPreferences: AlertPreferences,
  categoryId: AlertCategoryId,
  method: AlertMethod,
  seqNum: number,
  checked: boolean,
): AlertPreferences {
  if (isFixedCategory(categoryId)) return alertPreferences;
  const key = alertPreferenceKey(categoryId, method);
  const value = contactValue(seqNum);
  const current = alertPreferences[key] ?? [];
  const next = checked
    ? current.includes(value)
      ? current
      : [...current, value]
    : current.filter((entry) => entry !== value);
  return { ...alertPreferences, [key]: next };
}

/** Fills every fixed category/method with all contacts, as the server expects them checked. */
export function withFixedCategories(
  alertPreferences: AlertPreferences,
  contacts: readonly EmergencyContact[],
): AlertPreferences {
  const all = contacts.map((contact) => contactValue(contact.seqNum));
  const next: AlertPreferences = { ...alertPreferences };
  for (const category of ALERT_CATEGORIES) {
    if (!category.fixed) continue;
    for (const method of category.methods) next[alertPreferenceKey(category.id, method)] = [...all];
  }
  return next;
}

/** With no contacts or no preferences, 'No Emergency Contacts' is shown as an error. */
export function hasEmergencyContacts(
  contacts: readonly EmergencyContact[] | null | undefined,
  preferences: Preferences | null | undefined,
): boolean {
  return contacts != null && contacts.length > 0 && preferences != null;
}

/** The update body omits onboardingComplete and onboardingCompleteTime. */
export function toPreferencesUpdate(
  preferences: Preferences,
  alertPreferences: AlertPreferences,
): PreferencesUpdate {
  const updatable: UpdatablePreferences = { ...preferences };
  Reflect.deleteProperty(updatable, 'onboardingComplete');
  Reflect.deleteProperty(updatable, 'onboardingCompleteTime');
  return { preferences: updatable, alertPreferences };
}

/**
 * The earlier per-category text flags (spec section 3) in step with the alert preferences: a flag is
 * on when any contact gets that category's text.
 */
export function withLegacySmsFlags(
  preferences: Preferences,
  alertPreferences: AlertPreferences,
): Preferences {
  const on = (key: AlertPreferenceKey) => (alertPreferences[key]?.length ?? 0) > 0;
  return {
    ...preferences,
    unknownPersonSms: on('20Sms'),
    deliverySms: on('30Sms'),
    serviceWorkerSms: on('40Sms'),
    vsgModeStatusSms: on('50Sms'),
  };
}

/**
 * What an alert-preference save sends, in onboarding and in settings alike: the fixed categories
 * with every contact, and the earlier text flags following the result, so no reader of the older
 * fields sees a choice the user has since changed.
 */
export function alertPreferencesSave(
  preferences: Preferences,
  alertPreferences: AlertPreferences,
  contacts: readonly EmergencyContact[],
): { preferences: Preferences; alertPreferences: AlertPreferences } {
  const next = withFixedCategories(alertPreferences, contacts);
  return { preferences: withLegacySmsFlags(preferences, next), alertPreferences: next };
}
