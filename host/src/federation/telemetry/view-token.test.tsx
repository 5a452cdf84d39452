import { expiryOf, pageViewToken } from './view-token';

const tokenExpiringAt = (expiresAt: number, id = 'a') =>
  `v1.${btoa(JSON.stringify({ browser: id, releases: {}, expiresAt })).replaceAll('=', '')}.sig`;

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

test('the expiry is read from the claims; a token that is not one has none', () => {
  expect(expiryOf(tokenExpiringAt(3_600_000))).toBe(3_600_000);
  expect(expiryOf('forged')).toBeUndefined();
  expect(expiryOf('v1.%%%.sig')).toBeUndefined();
});

test("the page's token is the one in its head", () => {
  document.head.innerHTML = '<meta name="vsg-view-token" content="v1.served.sig">';
  const token = pageViewToken();
  expect(token.current()).toBe('v1.served.sig');
  token.stop();
  document.head.innerHTML = '';
});

test('a tab open for hours renews its token before it expires, and tries again after a failure', async () => {
  const hour = 3_600_000;
  const fetchToken = jest
    .fn<Promise<string | undefined>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(tokenExpiringAt(2 * hour, 'renewed'));
  const token = pageViewToken({ initial: tokenExpiringAt(hour), fetchToken });
  // Ten minutes before the hour it asks; the first answer fails, and a minute later it asks again.
  await jest.advanceTimersByTimeAsync(50 * 60_000 - 1);
  expect(fetchToken).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchToken).toHaveBeenCalledTimes(1);
  expect(token.current()).toBe(tokenExpiringAt(hour));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchToken).toHaveBeenCalledTimes(2);
  expect(token.current()).toBe(tokenExpiringAt(2 * hour, 'renewed'));
  token.stop();
});

test('a page served without a token has none and asks for none', async () => {
  const fetchToken = jest.fn<Promise<string | undefined>, []>();
  document.head.innerHTML = '';
  const token = pageViewToken({ fetchToken });
  await jest.advanceTimersByTimeAsync(10 * 3_600_000);
  expect(token.current()).toBeUndefined();
  expect(fetchToken).not.toHaveBeenCalled();
});
