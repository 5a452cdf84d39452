// The notes check (scripts/check-notes.mjs, rules in notes.mjs): each rule fails on a sample and
// passes on clean text; the command names file:line and reads only the packages.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { notesIn } from './notes.mjs';

// Written in two parts, so that this file passes the check it tests.
const issue = (text: string) => ['issue', text].join(' ');
const Issue = (text: string) => ['Issue', text].join(' ');

const rulesOf = (path: string, text: string, options?: { measurements?: boolean }) =>
  notesIn(path, text, options).map(({ line, rule }) => `${line}:${rule}`);

test.each([
  [
    'an arrow pair in a line comment',
    'a.ts',
    'const a = 1;\n// total blocking time 216 -> 45 ms\n',
  ],
  ['a unicode arrow in a README', 'README.md', '# x\n(total blocking time 216 → 45 ms, bench)\n'],
  ['KB on both sides', 'b.ts', '\n/** main.js 49.2 KB -> 29.0 KB gzip */\nexport {};\n'],
  ['bytes', 'c.mjs', '\n// the entry 8513 -> 8197 B on the wire\n'],
  ['seconds', 'd.cjs', '\n/* the step 101 -> 85 s */\n'],
  ['kB', 'README.md', 'x\n16.2 → 9.1 kB\n'],
  ['A ms before, B after', 'e.tsx', '\n// traced at 4x CPU: 248 ms before, 122 ms after\n'],
  [
    'a pair across comment lines',
    'f.ts',
    '\n/** createSystem took 248 ms before,\n * 122 after.\n */\n',
  ],
  [
    'a pair in a JSX comment',
    'g.tsx',
    'export const A = () => (\n  <p>{/* 334 -> 167 ms */}</p>\n);\n',
  ],
])('a measurement before and after fails: %s, at its line', (_, path, text) => {
  expect(rulesOf(path, text)).toEqual(['2:before-after']);
});

test.each([
  [
    "the spec's 300 ms debounce",
    'a.ts',
    "// Search is applied after the spec's 300 ms debounce.\n",
  ],
  [
    'a configured timeout',
    'README.md',
    "Slow past the host's 8 s load timeout (`ENTRY_TIMEOUT_MS`).\n",
  ],
  ['a range of constants', 'b.ts', '// Waits grow from 5 ms to 200 ms, with jitter.\n'],
  ['an arrow without figures', 'c.ts', '// `shared` -> `shared-contracts` -> `version`\n'],
  ['a pair in code, not in a comment', 'd.ts', "export const LINE = 'p75 216 -> 45 ms';\n"],
  ['a pair in JSX text, on the page', 'e.tsx', 'export const A = () => <p>// 216 -> 45 ms</p>;\n'],
  ['a regular expression with slashes', 'f.ts', 'export const R = /\\/\\/ 216 -> 45 ms/;\n'],
  ['a template literal', 'g.ts', 'export const t = (a: number) => `/* 216 -> 45 ms ${a} */`;\n'],
  ['a data file', 'h.json', '{ "note": "216 -> 45 ms" }\n'],
])('clean text passes: %s', (_, path, text) => {
  expect(rulesOf(path, text)).toEqual([]);
});

test.each([
  ['in a comment', 'a.ts', `export {};\n// Per-user overrides (${issue('34')}, ADR 0029)\n`],
  ['capitalised, possessive', 'b.ts', `\n// ${Issue("33's")} concurrent releases\n`],
  ['plural', 'README.md', `# Benchmark\n(${['issues', '6'].join(' ')} and 35)\n`],
  ['with a hash', 'c.md', `\nSee ${issue('#58')}.\n`],
  ['in code: a test title', 'd.test.ts', `\ntest('${issue('30')}, item 14', () => {});\n`],
  ['across a comment line', 'e.ts', `\n// as asked in ${['issue', '\n// 30'].join('')}\n`],
])('an issue number fails: %s, at its line', (_, path, text) => {
  expect(rulesOf(path, text)).toEqual(['2:issue-number']);
});

test.each([
  ['an ADR number', 'a.ts', '// Per-user overrides (ADR 0029).\n'],
  [
    "a validator's issue",
    'b.ts',
    'export const m = (issue: { message: string }) => issue.message;\n',
  ],
  ['the word alone', 'README.md', 'A known issue of the library: it retries once.\n'],
])('text without an issue number passes: %s', (_, path, text) => {
  expect(rulesOf(path, text)).toEqual([]);
});

test('outside the packages (the benchmarks) only the issue rule reads the text', () => {
  const text = `// 216 -> 45 ms, ${issue('7')}\n`;
  expect(rulesOf('run.mjs', text, { measurements: false })).toEqual(['1:issue-number']);
  expect(rulesOf('run.mjs', text)).toEqual(['1:before-after', '1:issue-number']);
});

describe('scripts/check-notes.mjs', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-notes-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const check = () =>
    spawnSync(
      process.execPath,
      [join(__dirname, '../../scripts/check-notes.mjs'), '--root', root],
      {
        encoding: 'utf8',
      },
    );

  write(
    'pnpm-workspace.yaml',
    "packages:\n  - pkg\n  - 'tools/*'\nonlyBuiltDependencies:\n  - x\n",
  );
  write('pkg/src/a.ts', 'export const a = 1;\n// total blocking time 216 -> 45 ms\n');
  write('tools/one/README.md', `# one\n\nThe deploy tool (${issue('9')}).\n`);
  write('docs/decisions/0001-a.md', `# 0001\n\n${issue('7')}: 216 -> 45 ms\n`);
  write('bench/results/a.md', `${issue('7')}: 216 -> 45 ms\n`);
  write('bench/run.mjs', '// 216 -> 45 ms, the bench code may keep its figures\n');
  write('elsewhere/b.ts', '// 216 -> 45 ms: no package\n');

  test('fails naming each file and line in the packages, and nothing outside them', () => {
    const result = check();
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => /^\S+:\d+: /.test(line));
    expect(lines).toEqual([
      'pkg/src/a.ts:2: a measurement before and after (A -> B ms): "216 -> 45 ms"',
      `tools/one/README.md:3: an issue number: "${issue('9')}"`,
    ]);
  });

  test('passes once the notes say why', () => {
    write('pkg/src/a.ts', 'export const a = 1;\n// Drawn whole: the measuring pass cost more.\n');
    write('tools/one/README.md', '# one\n\nThe deploy tool (ADR 0008).\n');
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
