import {
  bestRouteMatch,
  fillPathTemplate,
  matchRoutePattern,
  routePatternScore,
} from './route-match';

test('a pattern matches its paths and captures its parameters, decoded', () => {
  expect(matchRoutePattern('/locations/:locationId/devices', '/locations/a%20b/devices')).toEqual({
    locationId: 'a b',
  });
  expect(matchRoutePattern('/locations/:locationId/devices', '/locations/a/devices/')).toEqual({
    locationId: 'a',
  });
  expect(matchRoutePattern('/dashboard', '/Dashboard')).toEqual({});
  expect(matchRoutePattern('/locations/:locationId/devices', '/locations/a')).toBeNull();
  expect(matchRoutePattern('/dashboard', '/dashboard/more')).toBeNull();
});

test('a splat matches what follows, nothing included', () => {
  expect(matchRoutePattern('/onboarding/*', '/onboarding')).toEqual({ '*': '' });
  expect(matchRoutePattern('/onboarding/*', '/onboarding/x/devices')).toEqual({
    '*': 'x/devices',
  });
  expect(matchRoutePattern('/onboarding/*', '/onboard')).toBeNull();
});

test("the most specific pattern wins, by react-router's ranking", () => {
  expect(routePatternScore('/locations/:locationId/free-trial')).toBeGreaterThan(
    routePatternScore('/locations/:locationId/*'),
  );
  const mounts = ['/locations/:locationId/*', '/locations/:locationId/free-trial'];
  const pick = (path: string) => bestRouteMatch(mounts, (mount) => mount, path)?.candidate;
  expect(pick('/locations/1/free-trial')).toBe('/locations/:locationId/free-trial');
  expect(pick('/locations/1/devices')).toBe('/locations/:locationId/*');
  expect(pick('/dashboard')).toBeUndefined();
});

test('a template is filled segment by segment, or not at all', () => {
  expect(
    fillPathTemplate('neighbors/:ownerId/locations/:locationId', { ownerId: 7, locationId: 'a/b' }),
  ).toBe('neighbors/7/locations/a%2Fb');
  expect(fillPathTemplate('neighbors/:ownerId/status', { userId: 7 })).toBeNull();
});
