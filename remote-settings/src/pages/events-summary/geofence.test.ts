import { shouldShowGeofenceCallout } from './geofence';
import type { GeofenceCalloutInput } from './geofence';

const base: GeofenceCalloutInput = {
  isModeCardCase: false,
  limitReached: false,
  flagOn: true,
  alarmResolvedCount: 0,
  passerbyCount: 0,
};

test('shown with AlarmResolved >= 3 or Passerby >= 10', () => {
  expect(shouldShowGeofenceCallout({ ...base, alarmResolvedCount: 3 })).toBe(true);
  expect(shouldShowGeofenceCallout({ ...base, alarmResolvedCount: 2 })).toBe(false);
  expect(shouldShowGeofenceCallout({ ...base, passerbyCount: 10 })).toBe(true);
  expect(shouldShowGeofenceCallout({ ...base, passerbyCount: 9 })).toBe(false);
});

test('hidden in the mode-card case, at the limit, with the flag off, or once closed', () => {
  const enough = { ...base, alarmResolvedCount: 5 };
  expect(shouldShowGeofenceCallout({ ...enough, isModeCardCase: true })).toBe(false);
  expect(shouldShowGeofenceCallout({ ...enough, limitReached: true })).toBe(false);
  expect(shouldShowGeofenceCallout({ ...enough, flagOn: false })).toBe(false);
  expect(shouldShowGeofenceCallout({ ...enough, dialogClosed: true })).toBe(false);
});
