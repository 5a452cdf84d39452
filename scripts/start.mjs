#!/usr/bin/env node
// `npm start`: install everything, build every package for production, release every remote's build
// into the local deploy root (deploy/; an unchanged build keeps its version) and start the whole
// platform from that registry.
import { run } from './run.mjs';

run('node', ['scripts/pnpm.mjs', 'install', '--frozen-lockfile']);
run('node', ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=2', 'run', 'build']);
run('node', ['scripts/serve-all.mjs', '--release-builds']);
