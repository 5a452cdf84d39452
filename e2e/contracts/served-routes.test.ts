import { routeManifest as dashboard } from 'remote-dashboard/route-table';
import { routeManifest as onboarding } from 'remote-onboarding/route-table';
import { routeManifest as settings } from 'remote-settings/route-table';
import {
  continuePath,
  decideLocationEntry,
  decideReturnTo,
  decideSettingsAccess,
} from 'shared-contracts/rules';
import {
  authorizationReturnUrl,
  authorizedReturnPath,
  ONBOARDING_ERRORS,
  onboardingStepWithError,
  RETURN_TO_SOURCES,
  returnToUrl,
  servedRoutePatterns,
} from 'shared-contracts/handoffs';
import {
  matchRoutePattern,
  ONBOARDING_STEPS,
  PATHS,
  SETTINGS_PAGES,
} from 'shared-contracts/registry';
import { buildCurrentLocation } from 'shared-contracts/testing';

// Every hand-off builder's address lands on a page some remote's route table declares (or a host
// page): a test with the real manifests, which only this package may import together.
const SERVED = servedRoutePatterns([settings, onboarding, dashboard]);

// An id that must stay one path segment however it is spelled.
const ID = 'loc 1/?#';
const ORIGIN = 'http://localhost:3000';

const isServed = (built: string): boolean => {
  const { pathname } = new URL(built, ORIGIN);
  return SERVED.some((pattern) => matchRoutePattern(pattern, pathname) !== null);
};

/** Every address a hand-off builder makes, by what makes it. */
function builtAddresses(): Array<[string, string]> {
  const complete = buildCurrentLocation({ locationId: ID });
  const trial = { ...complete, freeTrialStatus: 'AVAILABLE' as const };
  const noEntitlements = { ...complete, hasEntitlements: false };
  const incomplete = buildCurrentLocation({ locationId: ID, onboardStatus: 'incomplete' });
  const addresses: Array<[string, string | null]> = [
    ...RETURN_TO_SOURCES.map((from): [string, string] => [
      `returnToUrl ${from}`,
      returnToUrl({ from, userId: 1, locationId: ID }, ORIGIN),
    ]),
    ['authorizationReturnUrl', authorizationReturnUrl(ORIGIN)],
    [
      'authorizationReturnUrl success',
      authorizationReturnUrl(ORIGIN, { success: true, locationId: ID }),
    ],
    ...ONBOARDING_STEPS.map((step): [string, string] => [
      `onboardingStepWithError ${step}`,
      onboardingStepWithError(ID, step, ONBOARDING_ERRORS.professionalMonitoringIneligible),
    ]),
    ...(['setup-complete', 'practice-mode'] as const).map((step): [string, string] => [
      `authorizedReturnPath ${step}`,
      authorizedReturnPath(PATHS.onboardingStep(ID, step)),
    ]),
    ['authorizedReturnPath free trial', authorizedReturnPath(PATHS.freeTrial(ID))],
    ...RETURN_TO_SOURCES.flatMap((from) =>
      ['ineligible', 'success'].map((status): [string, string | null] => {
        const decision = decideReturnTo(
          `?from=${from}&status=${status}&location_id=${encodeURIComponent(ID)}`,
          1,
        );
        return [
          `decideReturnTo ${from} ${status}`,
          decision.kind === 'logout' ? null : decision.to,
        ];
      }),
    ),
    ...[trial, noEntitlements, incomplete].map((location): [string, string | null] => {
      const access = decideSettingsAccess({
        location,
        vsgReason: 'INCOMPLETE',
        dashboardFlag: true,
      });
      return access.kind === 'redirect'
        ? [`decideSettingsAccess ${access.reason}`, access.to]
        : [`decideSettingsAccess ${access.kind}`, null];
    }),
    ...[[trial, trial], [noEntitlements, noEntitlements], [incomplete]].map(
      (locations): [string, string | null] => {
        const entry = decideLocationEntry({ locations, dashboardFlag: false });
        return [`decideLocationEntry ${entry.kind}`, 'to' in entry ? entry.to : null];
      },
    ),
    ['decideLocationEntry dashboard', PATHS.dashboard],
    ['continuePath complete', continuePath(complete)],
    ['continuePath incomplete', continuePath(incomplete)],
    ...SETTINGS_PAGES.map((page): [string, string] => [
      `PATHS.settingsPage ${page}`,
      PATHS.settingsPage(ID, page),
    ]),
    ['PATHS.upsell', PATHS.upsell],
    ['PATHS.freeTrialCanceled', PATHS.freeTrialCanceled],
    ['PATHS.onboardingIntro', PATHS.onboardingIntro(ID)],
  ];
  return addresses.filter((entry): entry is [string, string] => entry[1] !== null);
}

test.each(builtAddresses())('%s lands on a route the platform serves: %s', (_builder, built) => {
  expect(isServed(built)).toBe(true);
});

test('the check can fail: an address nothing serves matches no pattern', () => {
  expect(isServed('/return-to')).toBe(false);
  expect(isServed(`/locations/${encodeURIComponent(ID)}`)).toBe(true);
  expect(isServed('/nowhere/at/all')).toBe(false);
});
