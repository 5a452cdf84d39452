#!/usr/bin/env node
// `npm start`: install everything, build every package for production, start the whole platform.
import { run } from './run.mjs';

run('node', ['scripts/pnpm.mjs', 'install', '--frozen-lockfile']);
run('node', ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=2', 'run', 'build']);
run('node', ['scripts/serve-all.mjs']);
