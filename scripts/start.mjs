#!/usr/bin/env node
// `npm start`: install everything, build every package for production, write the dev registry the
// host's dev server serves from those builds (host/public/remotes.json, not committed), release
// every remote's build into the local deploy root (deploy/; an unchanged build keeps its version)
// and start the whole platform from that registry.
import { run } from './run.mjs';

run('node', ['scripts/pnpm.mjs', 'install', '--frozen-lockfile']);
run('node', ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=2', 'run', 'build']);
run('node', ['tooling/deploy/bin/deploy.mjs', 'dev-registry']);
run('node', ['scripts/serve-all.mjs', '--release-builds']);
