import { isRecord } from './is-record';

test('a plain object is a record; null, arrays and primitives are not', () => {
  expect(isRecord({})).toBe(true);
  expect(isRecord({ remotes: {} })).toBe(true);
  for (const value of [null, undefined, [], [1], 'x', 1, true]) expect(isRecord(value)).toBe(false);
});
