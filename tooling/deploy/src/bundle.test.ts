// bin/bundle.mjs: the command runs from a bundle of its sources, made again when one changed. Checked
// on a package of its own in a temporary folder, loaded as the bin scripts load it (plain Node).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BUNDLE_MJS = pathToFileURL(join(import.meta.dirname, '..', 'bin', 'bundle.mjs')).href;

/** A repository with one package whose entry prints a constant of another file and a data file. */
function packageWith(value: string): { repo: string; pkg: string } {
  const repo = mkdtempSync(join(tmpdir(), 'deploy-bundle-'));
  const pkg = join(repo, 'tooling', 'tool');
  mkdirSync(join(pkg, 'src'), { recursive: true });
  writeFileSync(join(repo, 'pnpm-lock.yaml'), '');
  writeFileSync(join(pkg, 'package.json'), '{ "name": "tool", "type": "module" }\n');
  writeFileSync(join(pkg, 'data.txt'), 'beside src');
  writeFileSync(join(pkg, 'src', 'value.ts'), `export const value: string = '${value}';\n`);
  writeFileSync(
    join(pkg, 'src', 'main.ts'),
    [
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'node:path';",
      "import { value } from './value';",
      "console.log(value, readFileSync(join(import.meta.dirname, '..', 'data.txt'), 'utf8'));",
    ].join('\n'),
  );
  return { repo, pkg };
}

/** Runs `src/main.ts` of the package as bin/deploy.mjs runs the command: what it printed. */
function run({ repo, pkg }: { repo: string; pkg: string }): string {
  const script = [
    `const { bundled } = await import(${JSON.stringify(BUNDLE_MJS)});`,
    `await import(await bundled(${JSON.stringify(pkg)}, 'src/main.ts', ${JSON.stringify(repo)}));`,
  ].join('\n');
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  }).trim();
}

const madeAt = (pkg: string): number =>
  JSON.parse(readFileSync(join(pkg, 'dist', 'main.mjs.inputs.json'), 'utf8')).madeAt;

test('the first run makes the bundle beside src, and paths from its folder mean the same', () => {
  const tool = packageWith('one');
  expect(run(tool)).toBe('one beside src');
  expect(statSync(join(tool.pkg, 'dist', 'main.mjs')).isFile()).toBe(true);
});

test('a run with no source changed uses the bundle as it is', () => {
  const tool = packageWith('one');
  run(tool);
  const first = madeAt(tool.pkg);
  expect(run(tool)).toBe('one beside src');
  expect(madeAt(tool.pkg)).toBe(first);
});

test('a changed source, or a changed package.json, makes the bundle again', () => {
  const tool = packageWith('one');
  run(tool);
  const later = (file: string) => {
    const time = new Date(madeAt(tool.pkg) + 1000);
    utimesSync(file, time, time);
  };
  writeFileSync(join(tool.pkg, 'src', 'value.ts'), "export const value: string = 'two';\n");
  later(join(tool.pkg, 'src', 'value.ts'));
  expect(run(tool)).toBe('two beside src');

  const second = madeAt(tool.pkg);
  later(join(tool.pkg, 'package.json'));
  run(tool);
  expect(madeAt(tool.pkg)).toBeGreaterThan(second);
});
