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

test('rows still in view keep their keys; a row coming into view takes the key of the row that left', () => {
  const keys = createRowKeys();
  const top = pass(keys, 10, 6);
  // One row down: rows 11-15 stay, row 16 takes the key of row 10 (its element moves to the bottom).
  const down = pass(keys, 11, 6);
  expect(down.slice(0, 5)).toEqual(top.slice(1));
  expect(down[5]).toBe(top[0]);
  // One row up again: rows 11-15 stay, row 10 takes the key of row 16.
  const up = pass(keys, 10, 6);
  expect(up.slice(1)).toEqual(down.slice(0, 5));
  expect(up[0]).toBe(down[5]);
  // Four rows down: rows 14 and 15 stay, rows 16 and 17 take the keys of rows 12 and 13 (the rows
  // that left at their positions), and rows 18 and 19 those of rows 10 and 11.
  const further = pass(keys, 14, 6);
  expect(further.slice(0, 2)).toEqual(up.slice(4, 6));
  expect(further.slice(2, 4)).toEqual(up.slice(2, 4));
  expect(further.slice(4, 6)).toEqual(up.slice(0, 2));
});

test('a reading-speed scroll, a row at a time, never asks for a new element', () => {
  const keys = createRowKeys();
  const top = pass(keys, 0, 8);
  for (let first = 1; first <= 100; first += 1) {
    expect(new Set(pass(keys, first, 8))).toEqual(new Set(top));
  }
  for (let first = 99; first >= 0; first -= 2) {
    expect(new Set(pass(keys, first, 8))).toEqual(new Set(top));
  }
});

test('a pass longer than the previous one gets new keys only for the extra rows', () => {
  const keys = createRowKeys();
  const top = pass(keys, 0, 6);
  const longer = pass(keys, 1, 8);
  expect(longer.slice(0, 5)).toEqual(top.slice(1));
  expect(longer[5]).toBe(top[0]);
  expect(top).not.toContain(longer[6]);
  expect(top).not.toContain(longer[7]);
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
