import { canManageTrial, isFreeTrialAvailable, trialDaysLeft, trialExpiredText } from './trial';

const DAY = 86_400;
const now = 1_700_000_000_000;
const nowSeconds = now / 1000;

test('days left = expiry minus now in days, rounded up', () => {
  expect(trialDaysLeft(nowSeconds + 14 * DAY, now)).toBe(14);
  expect(trialDaysLeft(nowSeconds + 13 * DAY + 1, now)).toBe(14);
  expect(trialDaysLeft(nowSeconds + 3600, now)).toBe(1);
  expect(trialDaysLeft(nowSeconds, now)).toBe(0);
  expect(trialDaysLeft(nowSeconds - 2 * DAY, now)).toBe(-2);
});

test("'Trial has expired.' when 0 or less", () => {
  expect(trialExpiredText(0)).toBe('Trial has expired.');
  expect(trialExpiredText(-3)).toBe('Trial has expired.');
  expect(trialExpiredText(1)).toBeNull();
});

test('trial status helpers', () => {
  expect(isFreeTrialAvailable({ freeTrialStatus: 'AVAILABLE' })).toBe(true);
  expect(isFreeTrialAvailable({ freeTrialStatus: null })).toBe(false);
  expect(canManageTrial({ freeTrialStatus: 'ACTIVE', isOwner: true })).toBe(true);
  expect(canManageTrial({ freeTrialStatus: 'ACTIVE', isOwner: false })).toBe(false);
});
