import { RETURN_TO_SOURCES, readReturnTo, returnToUrl, type ReturnTo } from './return-to';

const ORIGIN = 'http://localhost:3000';

test('round trip: what a remote builds reads back as it was built, for every source', () => {
  for (const from of RETURN_TO_SOURCES) {
    const built: ReturnTo = { from, userId: 1003, locationId: 'loc 1/&?' };
    const url = new URL(returnToUrl(built, ORIGIN));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/return_to`);
    expect(readReturnTo(url.search)).toEqual({
      from,
      givenFrom: from,
      status: null,
      userId: 1003,
      locationId: 'loc 1/&?',
    });
  }
});

test("round trip with the provider's status, whose casing does not matter", () => {
  const url = returnToUrl(
    { from: 'professional_monitoring', status: 'INELIGIBLE', userId: 7, locationId: 'loc-7' },
    ORIGIN,
  );
  expect(url).toBe(
    `${ORIGIN}/return_to?from=professional_monitoring&status=INELIGIBLE&user_id=7&location_id=loc-7`,
  );
  expect(readReturnTo(new URL(url).searchParams)).toMatchObject({ status: 'ineligible' });
});

test('the parser ignores junk: unknown parameters, unknown sources, blank and odd values', () => {
  expect(
    readReturnTo('?utm_source=mail&from=billing&status=%20&user_id=12ab&location_id='),
  ).toEqual({
    from: null,
    givenFrom: 'billing',
    status: null,
    userId: 'unreadable',
    locationId: null,
  });
  expect(readReturnTo('')).toEqual({
    from: null,
    givenFrom: null,
    status: null,
    userId: null,
    locationId: null,
  });
  expect(
    readReturnTo('from=%20monitoring_type%20&user_id=%201003%20&location_id=%20loc-1'),
  ).toEqual({
    from: 'monitoring_type',
    givenFrom: 'monitoring_type',
    status: null,
    userId: 1003,
    locationId: 'loc-1',
  });
});
