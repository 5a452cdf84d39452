import { buildVsgStatus } from '../testing/builders';
import {
  INACTIVE_REASON_ACTIONS,
  getVsgReason,
  isArmed,
  eventsExceededState,
  isEventsExceeded,
  shouldPromptWatchZone,
} from './monitoring';

test('armed means not INACTIVE', () => {
  expect(isArmed('ACTIVE')).toBe(true);
  expect(isArmed('INACTIVE')).toBe(false);
  expect(isArmed(undefined)).toBe(true);
});

test('the VSG reason is details.reasons[0] when known', () => {
  expect(
    getVsgReason(buildVsgStatus({ details: { reasons: ['AUTH_NOT_FOUND', 'SOS_OFF'] } })),
  ).toBe('AUTH_NOT_FOUND');
  expect(getVsgReason(buildVsgStatus())).toBeNull();
  expect(getVsgReason(buildVsgStatus({ details: { reasons: ['SOMETHING_NEW'] } }))).toBeNull();
  expect(getVsgReason(null)).toBeNull();
});

test('events-exceeded states', () => {
  expect(isEventsExceeded('EVENT_OVERAGES_THRESHOLD_EXCEEDED')).toBe(true);
  expect(isEventsExceeded('EVENT_OVERAGES_CAP_EXCEEDED')).toBe(true);
  expect(isEventsExceeded(null)).toBe(false);
});

test('the events-exceeded state is read from any of the reasons', () => {
  const statusOf = (reasons: string[]) => buildVsgStatus({ details: { reasons } });
  expect(eventsExceededState(statusOf(['EVENT_OVERAGES_THRESHOLD_EXCEEDED']))).toBe(
    'EVENT_OVERAGES_THRESHOLD_EXCEEDED',
  );
  expect(eventsExceededState(statusOf(['AUTH_NOT_FOUND', 'EVENT_OVERAGES_CAP_EXCEEDED']))).toBe(
    'EVENT_OVERAGES_CAP_EXCEEDED',
  );
  expect(eventsExceededState(statusOf(['AUTH_NOT_FOUND']))).toBeNull();
  expect(eventsExceededState(null)).toBeNull();
});

test('inactive reason actions', () => {
  expect(INACTIVE_REASON_ACTIONS.PROFESSIONAL_MONITORING_NOT_ENABLED.label).toBe(
    'Turn on Monitoring',
  );
  expect(INACTIVE_REASON_ACTIONS.PRACTICE_MODE.label).toBe('End Alarm Practice');
  expect(INACTIVE_REASON_ACTIONS.ENROLLED_DEVICE_NOT_FOUND.label).toBe('Enroll Device');
  expect(INACTIVE_REASON_ACTIONS.SETUP_INCOMPLETE.label).toBe('Complete Setup');
  expect(INACTIVE_REASON_ACTIONS.AUTH_NOT_FOUND.label).toBe('Authorize');
  expect(INACTIVE_REASON_ACTIONS.SOS_OFF.label).toBe('View Monitoring Status');
  expect(INACTIVE_REASON_ACTIONS.EVENT_OVERAGES_CAP_EXCEEDED.action).toBe('switch-disabled');
  expect(
    shouldPromptWatchZone('MISSING_MONITORING_ZONE', { watchZonesFlag: true, isOwner: true }),
  ).toBe(true);
  expect(
    shouldPromptWatchZone('MISSING_MONITORING_ZONE', { watchZonesFlag: true, isOwner: false }),
  ).toBe(false);
});
