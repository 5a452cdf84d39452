import type { AlertCategoryId, AlertMethod } from './alert-categories';
import type { EmergencyContact } from './contact';

/** An alert preference key: category id plus method, e.g. '10Phone', '20Sms'. */
export type AlertPreferenceKey = `${AlertCategoryId}${AlertMethod}`;
/** A contact reference in alert preferences: 'CONTACT{seqNum}'. */
export type ContactValue = `CONTACT${number}`;
export type AlertPreferences = Partial<Record<AlertPreferenceKey, ContactValue[]>>;

export interface Preferences {
  sirenEnabled: boolean;
  automatedResponsesEnabled: boolean;
  default: boolean;
  serviceWorkerSms: boolean;
  unknownPersonSms: boolean;
  vsgModeStatusSms: boolean;
  deliverySms: boolean;
  onboardingComplete: boolean;
  onboardingCompleteTime: number | null;
}

/** `GET .../preferences` answer (also the `PUT` answer). */
export interface PreferencesResponse {
  contacts: EmergencyContact[];
  alertPreferences: AlertPreferences;
  preferences: Preferences;
}

/** Preferences as sent on update: without onboardingComplete and onboardingCompleteTime. */
export type UpdatablePreferences = Omit<
  Preferences,
  'onboardingComplete' | 'onboardingCompleteTime'
>;

/** `PUT .../preferences` body. */
export interface PreferencesUpdate {
  preferences: UpdatablePreferences;
  alertPreferences: AlertPreferences;
}
