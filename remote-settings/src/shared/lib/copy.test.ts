import {
  contactSupportText,
  enrollErrorToast,
  enrollSuccessToast,
  eventLimitWarning,
  fieldTooLongMessage,
  preferenceErrorToast,
  preferenceSuccessToast,
} from './copy';

test('toasts with placeholders', () => {
  expect(enrollErrorToast('Front Door', true)).toBe('Error enrolling the Front Door device');
  expect(enrollErrorToast('Front Door', false)).toBe('Error unenrolling the Front Door device');
  expect(enrollSuccessToast('Front Door', true)).toBe(
    'Front Door successfully enrolled in Virtual Security Guard',
  );
  expect(enrollSuccessToast('Front Door', false)).toBe(
    'Front Door successfully unenrolled from Virtual Security Guard',
  );
  expect(preferenceErrorToast('siren', true)).toBe('Error changing the preference siren to true');
  expect(preferenceErrorToast('automated warning', false)).toBe(
    'Error changing the preference automated warning to false',
  );
  expect(preferenceSuccessToast('siren', true)).toBe('Preference siren successfully subscribed');
  expect(preferenceSuccessToast('siren', false)).toBe('Preference siren successfully unsubscribed');
  expect(preferenceSuccessToast('automated warning', true)).toBe(
    'Preference automated warning successfully enabled',
  );
  expect(preferenceSuccessToast('automated warning', false)).toBe(
    'Preference automated warning successfully disabled',
  );
});

test('texts with numbers', () => {
  expect(eventLimitWarning(100)).toBe(
    "Guard monitoring is off because you've reached your limit of 100 monitored events. Opt in to Extra Events to continue monitoring, or your service will resume on your next billing cycle.",
  );
  expect(fieldTooLongMessage(50)).toBe('This field should be less than 50 characters.');
  expect(contactSupportText('help@example.com')).toBe(
    'To make any changes contact support at help@example.com.',
  );
});
