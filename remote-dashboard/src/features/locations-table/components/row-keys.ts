/**
 * React keys for the rows of a virtual list that reuse the row elements in view.
 *
 * The list asks for one key per rendered row, in order, and the rows of one render are consecutive
 * indices: a call whose index does not follow the previous call's starts a new render ("pass").
 * Within a pass:
 * - a row that was in view in the previous pass keeps its key (and so its element: a focused radio
 *   stays with its location while the row is in view);
 * - a row that comes into view takes the key of the previous pass's row at the same position when
 *   that row has left the view, so a fast scroll that replaces every row in view updates the same
 *   elements in place (React changes their text) instead of removing and creating rows;
 * - otherwise, and whenever a key is already taken in the pass, a key never given before.
 * Keys are therefore always unique within a pass, whatever the order of calls; a pass that starts
 * right after the previous one's last index is taken for its continuation, which only costs new
 * keys (new elements), never a repeated key.
 */
export type RowKeys = (index: number) => number;

export function createRowKeys(): RowKeys {
  let previousFirst = 0;
  let previousKeys: number[] = [];
  let first = 0;
  let keys: number[] = [];
  let used = new Set<number>();
  let lastIndex = Number.NaN;
  let nextFresh = 0;

  return (index) => {
    if (index !== lastIndex + 1) {
      previousFirst = first;
      previousKeys = keys;
      first = index;
      keys = [];
      used = new Set();
    }
    lastIndex = index;
    const position = index - first;
    let key: number | undefined = previousKeys[index - previousFirst];
    if (key === undefined && position < previousKeys.length) {
      // The previous row at this position, if it has left the view (the new pass is expected to
      // hold as many rows as the previous one).
      const leftIndex = previousFirst + position;
      if (leftIndex < first || leftIndex >= first + previousKeys.length) {
        key = previousKeys[position];
      }
    }
    if (key === undefined || used.has(key)) {
      key = nextFresh;
      nextFresh += 1;
    } else if (key >= nextFresh) {
      nextFresh = key + 1;
    }
    used.add(key);
    keys.push(key);
    return key;
  };
}
