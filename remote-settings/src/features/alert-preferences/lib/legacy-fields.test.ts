import { buildPreferences } from 'shared-contracts/testing';
import { withLegacyFlags } from './legacy-fields';

test('the earlier text flags follow the alert preferences', () => {
  const preferences = buildPreferences({ unknownPersonSms: true, deliverySms: false });
  expect(
    withLegacyFlags(preferences, { '20Sms': [], '30Sms': ['CONTACT1'], '50Sms': ['CONTACT2'] }),
  ).toEqual({
    ...preferences,
    unknownPersonSms: false,
    deliverySms: true,
    serviceWorkerSms: false,
    vsgModeStatusSms: true,
  });
});
