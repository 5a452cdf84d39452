import { onboardingErrorMessage, returnToUrl } from 'shared-contracts/handoffs';
import { pagePath } from 'shared-contracts/routing';
import { TEST_REGISTRY } from '../../testing/test-registry';
import { decideReturnTo as decide, RETURN_TO_NEXT_STEPS } from './decide-return-to';

const USER = 1003;

/** The decision with its page as the registry places it. */
function decideReturnTo(search: string, userId: number) {
  const decision = decide(search, userId);
  return decision.kind === 'redirect'
    ? { kind: decision.kind, to: pagePath(TEST_REGISTRY, decision.to) }
    : decision;
}

test('a user_id other than the signed-in user logs out, whatever else the return says', () => {
  expect(decideReturnTo('?from=emergency_contacts&user_id=9999&location_id=loc-1', USER)).toEqual({
    kind: 'logout',
  });
  expect(decideReturnTo('?from=nowhere&user_id=1', USER)).toEqual({ kind: 'logout' });
});

test('the signed-in user (or no user_id) carries on', () => {
  expect(decideReturnTo('?from=emergency_contacts&user_id=1003&location_id=loc-1', USER).kind).toBe(
    'redirect',
  );
  expect(decideReturnTo('?from=emergency_contacts&location_id=loc-1', USER).kind).toBe('redirect');
});

test('professional monitoring ineligible goes back to its setup with the error', () => {
  const decision = decideReturnTo(
    '?from=professional_monitoring&status=ineligible&user_id=1003&location_id=loc-1',
    USER,
  );
  expect(decision).toEqual({
    kind: 'redirect',
    to: '/onboarding/loc-1/professional-monitoring?onboardingError=professional-monitoring-ineligible',
  });
  const to = decision.kind === 'redirect' ? (decision.to ?? '') : '';
  expect(onboardingErrorMessage(new URL(to, 'http://host').search)).toBe(
    'We were unable to set up Virtual Security Guard. Please try again.',
  );
  expect(
    decideReturnTo('?from=professional_monitoring&status=INELIGIBLE&location_id=loc-1', USER),
  ).toMatchObject({ to: expect.stringContaining('/professional-monitoring?onboardingError=') });
});

test('professional monitoring with any other status carries on with Complete Setup, not setup complete', () => {
  for (const status of ['success', 'eligible', '']) {
    expect(
      decideReturnTo(`?from=professional_monitoring&status=${status}&location_id=loc-1`, USER),
    ).toEqual({
      kind: 'redirect',
      to: '/onboarding/loc-1/professional-monitoring?continueSetup=true',
    });
  }
});

test('emergency contacts and monitoring type go to their fixed next steps', () => {
  expect(RETURN_TO_NEXT_STEPS).toEqual({
    professional_monitoring: 'professional-monitoring',
    emergency_contacts: 'professional-monitoring',
    monitoring_type: 'professional-monitoring',
  });
  expect(decideReturnTo('?from=emergency_contacts&location_id=loc-2', USER)).toEqual({
    kind: 'redirect',
    to: '/onboarding/loc-2/professional-monitoring',
  });
  expect(decideReturnTo('?from=monitoring_type&location_id=loc-2', USER)).toEqual({
    kind: 'redirect',
    to: '/onboarding/loc-2/professional-monitoring?continueSetup=true',
  });
});

test('anything else is reported and redirected to the root', () => {
  expect(decideReturnTo('?from=billing&location_id=loc-1', USER)).toEqual({
    kind: 'unknown',
    to: '/',
    reason: 'unknown from: billing',
  });
  expect(decideReturnTo('', USER)).toEqual({
    kind: 'unknown',
    to: '/',
    reason: 'unknown from: (none)',
  });
  expect(decideReturnTo('?from=monitoring_type', USER)).toEqual({
    kind: 'unknown',
    to: '/',
    reason: 'no location_id for from=monitoring_type',
  });
});

test('a user_id that is no user id is another user; a blank from is none', () => {
  expect(decideReturnTo('?from=emergency_contacts&user_id=abc&location_id=loc-1', USER)).toEqual({
    kind: 'logout',
  });
  expect(decideReturnTo('?from=emergency_contacts&user_id=&location_id=loc-1', USER)).toEqual({
    kind: 'logout',
  });
  expect(decideReturnTo('?from=%20&location_id=loc-1', USER)).toMatchObject({
    reason: 'unknown from: (none)',
  });
});

test('the return a remote builds is decided as its source says', () => {
  const built = returnToUrl(
    { from: 'emergency_contacts', userId: USER, locationId: 'loc-1' },
    'http://host',
  );
  expect(decideReturnTo(new URL(built).search, USER)).toEqual({
    kind: 'redirect',
    to: '/onboarding/loc-1/professional-monitoring',
  });
});
