import { alertSummary, enabledOptionalAlerts } from './alert-labels';

test('lists the optional categories that alert someone, in display order', () => {
  expect(
    enabledOptionalAlerts({ '50Sms': ['CONTACT1'], '20Sms': ['CONTACT2'], '30Sms': [] }),
  ).toEqual(['Unknown Person', 'Guard On and Off']);
});

test('sums the preferences up; emergencies are always on', () => {
  expect(alertSummary({})).toBe('Calls and texts for emergencies');
  expect(alertSummary({ '40Sms': ['CONTACT1'] })).toBe(
    'Calls and texts for emergencies; texts for Service Worker',
  );
});
