import { buildContact, buildPreferences } from '../testing/builders';
import {
  alertPreferenceKey,
  alertPreferencesSave,
  contactValue,
  hasEmergencyContacts,
  isContactAlertChecked,
  setContactAlert,
  toPreferencesUpdate,
  withFixedCategories,
  withLegacySmsFlags,
} from './preferences';

test('keys are category id plus method; values CONTACT{seqNum}', () => {
  expect(alertPreferenceKey(10, 'Phone')).toBe('10Phone');
  expect(alertPreferenceKey(20, 'Sms')).toBe('20Sms');
  expect(contactValue(3)).toBe('CONTACT3');
});

test('fixed categories (10, 11) are always checked and cannot be unchecked', () => {
  expect(isContactAlertChecked({}, 10, 'Phone', 1)).toBe(true);
  expect(isContactAlertChecked({}, 11, 'Sms', 1)).toBe(true);
  expect(setContactAlert({}, 10, 'Sms', 1, false)).toEqual({});
});

test('other categories toggle one contact', () => {
  const on = setContactAlert({ '20Sms': ['CONTACT1'] }, 20, 'Sms', 2, true);
  expect(on).toEqual({ '20Sms': ['CONTACT1', 'CONTACT2'] });
  expect(isContactAlertChecked(on, 20, 'Sms', 2)).toBe(true);
  expect(setContactAlert(on, 20, 'Sms', 2, true)).toEqual(on);
  expect(setContactAlert(on, 20, 'Sms', 1, false)).toEqual({ '20Sms': ['CONTACT2'] });
  expect(isContactAlertChecked({}, 50, 'Sms', 1)).toBe(false);
});

test('withFixedCategories fills 10 and 11 (Phone and Sms) with every contact', () => {
  const contacts = [buildContact({ seqNum: 1 }), buildContact({ seqNum: 2 })];
  expect(withFixedCategories({ '30Sms': ['CONTACT2'] }, contacts)).toEqual({
    '10Phone': ['CONTACT1', 'CONTACT2'],
    '10Sms': ['CONTACT1', 'CONTACT2'],
    '11Phone': ['CONTACT1', 'CONTACT2'],
    '11Sms': ['CONTACT1', 'CONTACT2'],
    '30Sms': ['CONTACT2'],
  });
});

test("'No Emergency Contacts' when no contacts or no preferences", () => {
  expect(hasEmergencyContacts([buildContact()], buildPreferences())).toBe(true);
  expect(hasEmergencyContacts([], buildPreferences())).toBe(false);
  expect(hasEmergencyContacts([buildContact()], null)).toBe(false);
});

test('the update omits onboardingComplete and onboardingCompleteTime', () => {
  const update = toPreferencesUpdate(buildPreferences(), { '20Sms': ['CONTACT1'] });
  expect(update.preferences).not.toHaveProperty('onboardingComplete');
  expect(update.preferences).not.toHaveProperty('onboardingCompleteTime');
  expect(update).toEqual({
    preferences: {
      sirenEnabled: true,
      automatedResponsesEnabled: false,
      default: true,
      serviceWorkerSms: false,
      unknownPersonSms: true,
      vsgModeStatusSms: true,
      deliverySms: false,
    },
    alertPreferences: { '20Sms': ['CONTACT1'] },
  });
});

test('the earlier text flags follow the alert preferences', () => {
  const preferences = buildPreferences({ unknownPersonSms: true, deliverySms: false });
  expect(
    withLegacySmsFlags(preferences, { '20Sms': [], '30Sms': ['CONTACT1'], '50Sms': ['CONTACT2'] }),
  ).toEqual({
    ...preferences,
    unknownPersonSms: false,
    deliverySms: true,
    serviceWorkerSms: false,
    vsgModeStatusSms: true,
  });
});

test('a save sends the fixed categories for everyone and the text flags in step', () => {
  const contacts = [buildContact({ seqNum: 1 }), buildContact({ seqNum: 2 })];
  const preferences = buildPreferences({ unknownPersonSms: true, serviceWorkerSms: false });
  const save = alertPreferencesSave(preferences, { '40Sms': ['CONTACT2'] }, contacts);
  expect(save.alertPreferences).toEqual(withFixedCategories({ '40Sms': ['CONTACT2'] }, contacts));
  expect(save.preferences).toEqual({
    ...preferences,
    unknownPersonSms: false,
    deliverySms: false,
    serviceWorkerSms: true,
    vsgModeStatusSms: false,
  });
});
