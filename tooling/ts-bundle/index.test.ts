// ts-bundle: a TypeScript entry runs from a bundle of the workspace's sources, made again when one
// changed; packages under node_modules stay outside. Checked on a repository of its own in a
// temporary folder, loaded as the bin scripts load it (plain Node).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TS_BUNDLE = pathToFileURL(join(import.meta.dirname, 'index.mjs')).href;

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/**
 * A repository with a package whose entry prints a constant of another of its files, a file read
 * beside `src`, and what a CommonJS package under node_modules exports by name.
 */
function repositoryWith(value: string): { repo: string; entry: string } {
  const repo = mkdtempSync(join(tmpdir(), 'ts-bundle-'));
  write(join(repo, 'pnpm-workspace.yaml'), 'packages: [tool]\n');
  write(join(repo, 'pnpm-lock.yaml'), '');
  write(
    join(repo, 'node_modules', 'greeting', 'package.json'),
    '{ "name": "greeting", "main": "index.js" }\n',
  );
  write(
    join(repo, 'node_modules', 'greeting', 'index.js'),
    // Exports Node cannot name from the source (as webpack's): only esbuild's interop finds them.
    "const api = {}; api.greet = (name) => 'hello ' + name; module.exports = api; // greeting's own code\n",
  );
  const pkg = join(repo, 'tool');
  write(join(pkg, 'package.json'), '{ "name": "tool", "type": "module" }\n');
  write(join(pkg, 'data.txt'), 'beside src');
  write(join(pkg, 'src', 'value.ts'), `export const value: string = '${value}';\n`);
  write(
    join(pkg, 'src', 'main.ts'),
    [
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'node:path';",
      "import { greet } from 'greeting';",
      "import { value } from './value';",
      "const data = readFileSync(join(import.meta.dirname, '..', 'data.txt'), 'utf8');",
      'console.log(value, data, greet(import.meta.filename.split("/").pop()));',
    ].join('\n'),
  );
  return { repo, entry: join(pkg, 'src', 'main.ts') };
}

/** Runs `lines` as an ES module in plain Node, with ts-bundle's exports at hand; its output lines. */
function runScript(lines: readonly string[]): string[] {
  const script = [`const tsBundle = await import(${JSON.stringify(TS_BUNDLE)});`, ...lines];
  return execFileSync(process.execPath, ['--input-type=module', '-e', script.join('\n')], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
}

/** Runs the entry as the bin scripts do: what it printed, and the bundle's path. */
function run(entry: string): { printed: string; bundle: string } {
  const [printed = '', bundle = ''] = runScript([
    `const bundle = await tsBundle.bundled(${JSON.stringify(entry)});`,
    'await import(bundle);',
    'console.log(bundle);',
  ]);
  return { printed, bundle };
}

const madeAt = (bundle: string): number =>
  JSON.parse(readFileSync(`${bundle}.inputs.json`, 'utf8')).madeAt;

test('the first run makes the bundle; each module keeps its own import.meta, a package its names', () => {
  const { repo, entry } = repositoryWith('one');
  const { printed, bundle } = run(entry);
  expect(printed).toBe('one beside src hello main.ts');
  expect(bundle.startsWith(join(repo, 'tool', 'node_modules', '.cache', 'ts-bundle'))).toBe(true);
  // The package under node_modules is loaded by Node, not copied into the bundle.
  expect(readFileSync(bundle, 'utf8')).not.toContain("greeting's own code");
});

test('importBundled runs the entry from its bundle and gives its exports', () => {
  const { entry } = repositoryWith('two');
  const value = join(dirname(entry), 'value.ts');
  expect(
    runScript([`console.log((await tsBundle.importBundled(${JSON.stringify(value)})).value);`]),
  ).toEqual(['two']);
});

test('a run with no source changed uses the bundle as it is', () => {
  const { entry } = repositoryWith('one');
  const { bundle } = run(entry);
  const first = madeAt(bundle);
  expect(run(entry).printed).toBe('one beside src hello main.ts');
  expect(madeAt(bundle)).toBe(first);
});

test('a changed source, or a changed package.json, makes the bundle again', () => {
  const { repo, entry } = repositoryWith('one');
  const { bundle } = run(entry);
  const changedAfterBundle = (file: string) => {
    const time = new Date(madeAt(bundle) + 1000);
    utimesSync(file, time, time);
  };
  const valueFile = join(repo, 'tool', 'src', 'value.ts');
  writeFileSync(valueFile, "export const value: string = 'two';\n");
  changedAfterBundle(valueFile);
  expect(run(entry).printed).toBe('two beside src hello main.ts');

  const second = madeAt(bundle);
  changedAfterBundle(join(repo, 'tool', 'package.json'));
  run(entry);
  expect(madeAt(bundle)).toBeGreaterThan(second);
});
