// The page-literal rule of the test command (scripts/check-page-literals.mjs): no path of a remote's
// page is written in the host or shared-contracts, which name a remote's pages by their remote and
// route id (a PageRef) and learn their paths from the registry.

const segmentsOf = (path) => path.split('/').filter((segment) => segment.length > 0);

/** Whether a written path (`${...}` parts standing for one segment's value) is a page's address. */
export function isAddressOf(pattern, written) {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(written.split(/[?#]/)[0] ?? '');
  const splat = expected.at(-1) === '*';
  const fixed = splat ? expected.slice(0, -1) : expected;
  if (splat ? actual.length < fixed.length : actual.length !== fixed.length) return false;
  return fixed.every((part, index) => {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) return value.length > 0;
    return value.toLowerCase() === part.toLowerCase();
  });
}

/** The path-like string literals of a source file, with their lines (a template's holes as `x`). */
export function pathLiterals(source) {
  const found = [];
  const literal = /(['"`])(\/[^'"`\s]*)\1/g;
  for (const [index, text] of source.split('\n').entries()) {
    for (const [, , value] of text.matchAll(literal)) {
      found.push({ line: index + 1, path: value.replace(/\$\{[^}]*\}/g, 'x') });
    }
  }
  return found;
}

/** Each literal of `source` that is the address of a page of `patterns`, as `line: path (pattern)`. */
export function pageLiteralsIn(source, patterns) {
  return pathLiterals(source).flatMap(({ line, path }) => {
    const pattern = patterns.find((candidate) => isAddressOf(candidate, path));
    return pattern === undefined ? [] : [`${line}: ${path} is the page ${pattern}`];
  });
}
