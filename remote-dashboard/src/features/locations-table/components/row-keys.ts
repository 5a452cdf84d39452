/**
 * React keys for the rows of a virtual list that reuse the row elements in view.
 *
 * The list asks for one key per rendered row, in order, and the rows of one render are consecutive
 * indices: a call whose index does not follow the previous call's starts a new render ("pass").
 * Within a pass:
 * - a row that was in view in the previous pass keeps its key (and so its element: a focused radio
 *   stays with its location while the row is in view);
 * - a row that comes into view takes the key of a row of the previous pass that has left the view:
 *   the one at the same position when it has left (a fast scroll that replaces every row in view
 *   updates the same elements in place, in the same order), else the first that has left (a
 *   reading-speed scroll moves the row that left at the top to the bottom and changes its text,
 *   instead of removing one row and creating another);
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
  /** Keys of the previous pass's rows outside this pass (as long as the previous one), in order. */
  let leftKeys: number[] = [];
  let lastIndex = Number.NaN;
  let nextFresh = 0;

  /** Whether the previous pass's row at `position` is outside this pass. */
  const hasLeft = (position: number) => {
    const index = previousFirst + position;
    return index < first || index >= first + previousKeys.length;
  };

  const freeKey = (position: number): number | undefined => {
    const samePosition = previousKeys[position];
    if (samePosition !== undefined && hasLeft(position) && !used.has(samePosition)) {
      return samePosition;
    }
    return leftKeys.find((key) => !used.has(key));
  };

  return (index) => {
    if (index !== lastIndex + 1) {
      previousFirst = first;
      previousKeys = keys;
      first = index;
      keys = [];
      used = new Set();
      leftKeys = previousKeys.filter((_, position) => hasLeft(position));
    }
    lastIndex = index;
    const position = index - first;
    let key: number | undefined = previousKeys[index - previousFirst] ?? freeKey(position);
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
