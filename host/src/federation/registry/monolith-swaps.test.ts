import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names a module's source exports (`export function x`, `export class X`, `export const x`). */
function exportsOf(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  return [...source.matchAll(/^export (?:async )?(?:function|class|const|let) (\w+)/gm)]
    .map(([, name]) => name ?? '')
    .sort();
}

// The monolith build (MONOLITH=1) swaps this registry for a static one; a name missing there
// breaks every remote's page in the monolith the benchmark compares against.
test("the monolith's remote registry exports every name of the host's", () => {
  const host = exportsOf(join(__dirname, 'load-remote.ts'));
  const monolith = exportsOf(join(__dirname, '../../../../bench/monolith/load-remote.ts'));
  expect(host).toEqual(expect.arrayContaining(['loadRemoteApp', 'loadedRemoteApp']));
  expect(monolith).toEqual(host);
});
