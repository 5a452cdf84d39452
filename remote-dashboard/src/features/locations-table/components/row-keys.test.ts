import fc from 'fast-check';
import { createRowKeys, type RowKeys } from './row-keys';

/** The keys of one render of the rows `first` to `first + count - 1`. */
function pass(keys: RowKeys, first: number, count: number): number[] {
  return Array.from({ length: count }, (_, offset) => keys(first + offset));
}

test('a scroll that replaces every row in view reuses the same keys, in the same order', () => {
  const keys = createRowKeys();
  const top = pass(keys, 0, 6);
  expect(top).toEqual([0, 1, 2, 3, 4, 5]);
  // 600 px down (15 rows of 40 px), then further down, then back up past the first rows.
  expect(pass(keys, 15, 6)).toEqual(top);
  expect(pass(keys, 30, 6)).toEqual(top);
  expect(pass(keys, 2, 6)).toEqual(top);
});

test('rows still in view keep their keys; a row coming into view gets a new one', () => {
  const keys = createRowKeys();
  const top = pass(keys, 10, 6);
  // One row down: rows 11-15 stay, row 16 is new.
  const down = pass(keys, 11, 6);
  expect(down.slice(0, 5)).toEqual(top.slice(1));
  expect(top).not.toContain(down[5]);
  // One row up again: rows 11-15 stay, row 10 is new.
  const up = pass(keys, 10, 6);
  expect(up.slice(1)).toEqual(down.slice(0, 5));
  expect(down).not.toContain(up[0]);
  // Four rows down: rows 14 and 15 stay, rows 16 and 17 take the keys of rows 12 and 13, which left.
  const further = pass(keys, 14, 6);
  expect(further.slice(0, 2)).toEqual(up.slice(4, 6));
  expect(further.slice(2, 4)).toEqual(up.slice(2, 4));
});

test('a render of the same rows (e.g. a new selection) keeps every key', () => {
  const keys = createRowKeys();
  const first = pass(keys, 40, 7);
  expect(pass(keys, 40, 7)).toEqual(first);
});

const passes = fc.array(
  fc.record({ first: fc.nat({ max: 60 }), count: fc.integer({ min: 0, max: 10 }) }),
  { minLength: 1, maxLength: 30 },
);

test('keys are unique within every render, whatever the renders', () => {
  fc.assert(
    fc.property(passes, (renders) => {
      const keys = createRowKeys();
      for (const { first, count } of renders) {
        const given = pass(keys, first, count);
        expect(new Set(given).size).toBe(given.length);
      }
    }),
  );
});

test('a row in view in two renders in a row (no longer than the first) keeps its key', () => {
  fc.assert(
    fc.property(passes, (renders) => {
      const keys = createRowKeys();
      let previous = new Map<number, number>();
      let previousEnd = Number.NaN;
      for (const { first, count } of renders) {
        const given = pass(keys, first, count);
        // A render that starts right after the previous one's last row is taken for its
        // continuation (it gets new keys): the guarantee is for renders that are told apart.
        if (first !== previousEnd && count <= previous.size) {
          given.forEach((key, offset) => {
            const before = previous.get(first + offset);
            if (before !== undefined) expect(key).toBe(before);
          });
        }
        if (count > 0) {
          previous = new Map(given.map((key, offset) => [first + offset, key]));
          previousEnd = first + count;
        }
      }
    }),
  );
});
