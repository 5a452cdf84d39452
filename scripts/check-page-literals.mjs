#!/usr/bin/env node
// The page-literal check of the test command, after the builds (rules: tooling/lint/page-literals.mjs).
// Fails, naming file:line, where the host or shared-contracts write the path of a page that a
// remote's built route-manifest.json declares: they name a remote's pages by their remote and
// route id, and the registry places them. Tests and shared-contracts/src/api (whose paths are the
// API's, not pages) are not read.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pageLiteralsIn } from '../tooling/lint/page-literals.mjs';
import { root } from './run.mjs';

const REMOTES = ['remote-settings', 'remote-onboarding', 'remote-dashboard'];
const READ = ['host/', 'shared-contracts/'];
const SKIPPED = [/\.test\.tsx?$/, /\/src\/testing\//, /^shared-contracts\/src\/api\//];

const patterns = REMOTES.flatMap((remote) => {
  const file = join(root, remote, 'dist', 'route-manifest.json');
  if (!existsSync(file)) {
    console.error(`check-page-literals: ${remote} has no build (${file}): build it first.`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(file, 'utf8')).pages.map((page) => page.path);
});

const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
const sources = listed.stdout
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && READ.some((prefix) => file.startsWith(prefix)))
  .filter((file) => !SKIPPED.some((skipped) => skipped.test(file)));

const problems = sources.flatMap((file) =>
  pageLiteralsIn(readFileSync(join(root, file), 'utf8'), patterns).map(
    (problem) => `${file}:${problem}`,
  ),
);
if (problems.length > 0) {
  console.error(
    `A remote's page is written as a path in the host or shared-contracts; name it by its remote and route id (pageTarget) instead:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(`check-page-literals: ${sources.length} files, no page of ${patterns.length} written.`);
