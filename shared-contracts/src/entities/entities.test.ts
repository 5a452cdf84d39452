import { ALERT_CATEGORIES, ALERT_FREQUENCIES, ALERT_METHOD_LABELS } from './alert-categories';
import { RESOLUTION_TYPES, RESOLUTION_TYPE_ORDER, WIRE_RESOLUTION_TYPES } from './event';
import { isMonitoringStatus } from './monitoring';
import {
  ELIGIBILITY_REASONS,
  ELIGIBILITY_REASON_NAMES,
  MONITORING_REASONS,
  MONITORING_REASON_NAMES,
} from './user-status';

test('resolution types: display names, emergencies, the Guard Reviewed bucket', () => {
  expect(RESOLUTION_TYPE_ORDER.map((type) => RESOLUTION_TYPES[type].displayName)).toEqual([
    'Passerby',
    'Unknown Person',
    'Delivery',
    'Service Worker',
    'Vehicle',
    'Animal',
    'Disarmed',
    'Police',
    'Medical',
    'Fire',
  ]);
  expect(RESOLUTION_TYPE_ORDER.filter((type) => RESOLUTION_TYPES[type].isEmergency)).toEqual([
    'Police',
    'Medical',
    'Fire',
  ]);
  expect(RESOLUTION_TYPES.GuardReviewed.displayName).toBe('Guard Reviewed');
  expect(WIRE_RESOLUTION_TYPES).toContain('RequireAttention');
  expect(RESOLUTION_TYPE_ORDER).not.toContain('RequireAttention');
});

test('alert categories: ids, methods, fixed ones', () => {
  expect(
    ALERT_CATEGORIES.map((category) => [
      category.key,
      category.id,
      category.methods.join('+'),
      category.fixed,
    ]),
  ).toEqual([
    ['emergency', 10, 'Phone+Sms', true],
    ['indoorPersonDetected', 11, 'Phone+Sms', true],
    ['unknownPerson', 20, 'Sms', false],
    ['delivery', 30, 'Sms', false],
    ['serviceWorker', 40, 'Sms', false],
    ['vsgModeStatus', 50, 'Sms', false],
  ]);
  expect(ALERT_METHOD_LABELS).toEqual({ Phone: 'Call', Sms: 'Text' });
  expect(ALERT_FREQUENCIES.map((frequency) => frequency.value)).toEqual(['DAY', 'WEEK', 'MONTH']);
});

test('eligibility reasons with labels; monitoring reasons', () => {
  expect(ELIGIBILITY_REASON_NAMES).toHaveLength(14);
  expect(ELIGIBILITY_REASONS.ENTITLEMENT_NOT_FOUND.label).toBe('No Subscription');
  expect(ELIGIBILITY_REASONS.PENDING_MODE.label).toBe('Pending Mode Enabled');
  expect(MONITORING_REASON_NAMES).toEqual([
    'ACTIVE',
    'PAUSED',
    'DISARMED',
    'SNOOZED',
    'INELIGIBLE',
    'UNKNOWN',
  ]);
  // One table, three texts a reason, each longer than the last.
  for (const name of MONITORING_REASON_NAMES) {
    const { short, medium, long } = MONITORING_REASONS[name];
    expect(short.length).toBeLessThan(medium.length);
    expect(medium.length).toBeLessThan(long.length);
  }
  expect(isMonitoringStatus('SOS_NOT_AVAILABLE')).toBe(true);
  expect(isMonitoringStatus('OTHER')).toBe(false);
});
