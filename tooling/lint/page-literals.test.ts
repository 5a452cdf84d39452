// The page-literal check (scripts/check-page-literals.mjs, rules in page-literals.mjs): a remote's
// page written as a path fails, naming its line; the host's own pages and the API's paths pass.
import { isAddressOf, pageLiteralsIn } from './page-literals.mjs';

const PATTERNS = ['/locations/:locationId/devices', '/dashboard', '/onboarding/:locationId/*'];

test.each([
  ['a page with its parameter filled', "navigate('/locations/loc-1/devices');"],
  ['a template filling it', 'const to = `/locations/${id}/devices`;'],
  ['a page without parameters', 'const DASHBOARD = "/dashboard";'],
  ['an address under a splat mount', "const step = '/onboarding/loc-1/setup-complete';"],
  ['a page with a query', "go('/dashboard?tab=events');"],
])('a remote page written as a path fails: %s', (_, source) => {
  expect(pageLiteralsIn(`// one\n${source}\n`, PATTERNS)).toHaveLength(1);
  expect(pageLiteralsIn(`// one\n${source}\n`, PATTERNS)[0]).toMatch(/^2: /);
});

test.each([
  ["the host's own page", "const NOT_FOUND = '/not-found';"],
  ['a path the pattern does not reach', "const list = '/locations';"],
  ['a deeper path', "const other = '/locations/loc-1/devices/more';"],
  ['no path at all', "const name = 'dashboard';"],
])('a string that is no remote page passes: %s', (_, source) => {
  expect(pageLiteralsIn(source, PATTERNS)).toEqual([]);
});

test('a parameter must have a value; a static segment matches whatever its case', () => {
  expect(isAddressOf('/locations/:locationId/devices', '/locations//devices')).toBe(false);
  expect(isAddressOf('/Dashboard', '/dashboard')).toBe(true);
});
