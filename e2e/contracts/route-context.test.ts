import { fillPathTemplate } from 'shared-contracts/registry';
import { matchRoute } from 'shared-contracts/routing';
import { PLATFORM_PAGES_REGISTRY } from 'shared-contracts/testing';
import { PLATFORM_REGISTRY, ROUTE_TABLES } from './platform-routes';

// The route context resolves an address against the registry, before any router is there: on every
// page a remote declares, it must name that remote, that page and its location (each remote's
// route-table test holds the matcher to react-router's own). An id that must stay one path
// segment however it is spelled.
const ID = 'loc 1/?#';
const PAGES = Object.entries(ROUTE_TABLES).flatMap(([remote, table]) =>
  table.pages.map((page): [string, string, string] => [remote, page.id, page.path]),
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

test.each(PAGES)('%s %s: the route context reads what its route reads', (remote, id, pattern) => {
  for (const pathname of [addressOf(pattern), `${addressOf(pattern)}/`]) {
    const match = matchRoute(PLATFORM_REGISTRY, { pathname, search: '' });
    expect(match.remote).toBe(remote);
    expect(match.page?.id).toBe(id);
    const ours = paramsOf(pattern).includes('locationId') ? ID : null;
    expect(match.locationId).toBe(ours);
  }
});

test("the tests' registry of the platform's pages is the route tables' own", () => {
  const pagesOf = (registry: typeof PLATFORM_REGISTRY) =>
    Object.fromEntries(
      Object.entries(registry.remotes).map(([key, remote]) => [
        key,
        {
          name: remote.name,
          mounts: remote.mounts,
          flags: [...remote.flags].sort(),
          pages: remote.pages.map(({ id, path, flag }) => ({ id, path, flag })),
        },
      ]),
    );
  expect(pagesOf(PLATFORM_PAGES_REGISTRY)).toEqual(pagesOf(PLATFORM_REGISTRY));
});
