#!/usr/bin/env node
// `npm run typecheck` and npm test's typecheck stage: the workspace's programs, two at a time (one
// at a time with --serial, beside another stage). The root tsconfig.json holds every browser package
// and the tooling in one program; the host's Node code, sandbox-api and e2e have libs and types of
// their own.
// TypeScript 7's native compiler checks (typescript-native); TypeScript 6 stays the library that
// typescript-eslint needs (ADR 0035).
// Exits non-zero when any program has an error.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './run.mjs';

const PROGRAMS = [
  'tsconfig.json',
  'host/server/tsconfig.json',
  'sandbox-api/tsconfig.json',
  'e2e/tsconfig.json',
  'e2e/contracts/tsconfig.json',
];
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code !== 0) console.error(`typecheck: ${project} has errors`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROGRAMS];
const worker = async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift())
    ok = (await check(project)) && ok;
  return ok;
};
const lanes = process.argv.includes('--serial') ? 1 : 2;
const results = await Promise.all(Array.from({ length: lanes }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
