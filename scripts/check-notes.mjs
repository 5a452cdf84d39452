#!/usr/bin/env node
// The notes check of the test command (rules: tooling/lint/notes.mjs). Fails, naming file:line, on a
// measurement before and after (`A -> B ms`, `A ms before, B after`) in a package's comments or
// README, and on an issue number anywhere in a package's files or the benchmarks' code.
// `--root DIR` checks another checkout (the rules' test gives it one).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { notesIn } from '../tooling/lint/notes.mjs';
import { root as repoRoot } from './run.mjs';

const rootArg = process.argv.indexOf('--root');
const root = rootArg === -1 ? repoRoot : process.argv[rootArg + 1];

// What is no package's: ADRs and results may quote issues and measurements; the runs' outputs.
const OUTSIDE = [/^docs\//, /^bench\/results\//, /^bench\/.*results\.json$/];
const BINARY = /\.(png|jpe?g|webp|gif|ico|woff2?|ttf|gz|br|zip|tgz|pdf)$/i;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-monolith', '.state', '.cache']);

/** The workspace's package folders (pnpm-workspace.yaml), each as a path prefix. */
function packagePrefixes() {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const entries = [...list.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)].map(
    ([, entry]) => entry,
  );
  return [...entries.map((entry) => `${entry.replace(/\/\*$/, '')}/`), 'scripts/'];
}

/** Every file git knows or would add (tracked, or untracked and not ignored); a walk without git. */
function files() {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (git.status === 0) return git.stdout.split('\0').filter(Boolean);
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.git')) walk(path);
      } else if (entry.isFile()) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return found;
}

const packages = packagePrefixes();
const inPackage = (file) => packages.some((prefix) => file.startsWith(prefix));
const problems = [];
for (const file of files().sort()) {
  if (BINARY.test(file) || OUTSIDE.some((outside) => outside.test(file))) continue;
  const measurements = inPackage(file);
  if (!measurements && !file.startsWith('bench/')) continue;
  const path = join(root, file);
  let text;
  try {
    if (!statSync(path).isFile()) continue;
    text = readFileSync(path, 'utf8');
  } catch {
    continue; // deleted from the work tree but not from the index
  }
  if (text.includes('\0')) continue;
  for (const note of notesIn(file, text, { measurements }))
    problems.push(`${file}:${note.line}: ${note.what}: "${note.match}"`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    [
      '',
      `${problems.length} note(s) to take out of the code. A comment or README says why, in a line or two:`,
      '- a measurement goes in the commit body, an ADR or bench/results (bench/results/notes-moved.md);',
      '- an issue number becomes what the issue asked for, or the ADR that decided it.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log('notes: no measurement before and after, no issue number, in the packages.');
