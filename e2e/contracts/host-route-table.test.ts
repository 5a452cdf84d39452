import { locationIdFromPath } from 'host/route-table';
import { routeManifest as dashboard } from 'remote-dashboard/route-table';
import { routeManifest as onboarding } from 'remote-onboarding/route-table';
import { routeManifest as settings } from 'remote-settings/route-table';
import { fillPathTemplate, matchRoutePattern } from 'shared-contracts/registry';

// The host reads the location of an address with its own patterns (host/src/app/route-table.ts),
// before any registry or router is there: on every page a remote declares, it must read the
// location the remote's route reads. An id that must stay one path segment however it is spelled.
const ID = 'loc 1/?#';
const PAGES = [settings, onboarding, dashboard].flatMap((manifest) =>
  manifest.pages.map((page): [string, string] => [manifest.name, page.path]),
);

const paramsOf = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** An address of the page, every parameter filled, `locationId` with ID. */
function addressOf(pattern: string): string {
  const values = Object.fromEntries(paramsOf(pattern).map((name) => [name, `${name}-1`]));
  const filled = fillPathTemplate(pattern, { ...values, locationId: ID });
  if (filled === null) throw new Error(`${pattern} could not be filled`);
  return filled;
}

test.each(PAGES.filter(([, pattern]) => paramsOf(pattern).includes('locationId')))(
  '%s %s: the host reads the location its route reads',
  (_remote, pattern) => {
    for (const address of [addressOf(pattern), `${addressOf(pattern)}/`]) {
      expect(matchRoutePattern(pattern, address)?.locationId).toBe(ID);
      expect(locationIdFromPath(address)).toBe(ID);
    }
  },
);

test.each(PAGES.filter(([, pattern]) => !paramsOf(pattern).includes('locationId')))(
  '%s %s: a page without a location names none',
  (_remote, pattern) => {
    expect(locationIdFromPath(addressOf(pattern))).toBeNull();
  },
);
