#!/usr/bin/env node
// Starts the whole platform from its production builds: sandbox-api, the three remotes and the host,
// on the ports of platform.md section 2. Stops them all on Ctrl+C.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticServer = join(root, 'tooling/static-server/bin/static-server.mjs');
const API = 'http://localhost:3100';
// With DEPLOY_ROOT (tooling/deploy's layout), the remotes also serve the versions released there and
// the host serves the registry as /remotes.json once one exists: a release or rollback shows on the
// next page load, with no rebuild. Without it, or before the first release, the builds are served.
const deployRoot = process.env.DEPLOY_ROOT && resolve(process.env.DEPLOY_ROOT);
const versionsOf = (pkg) => (deployRoot ? ['--versions', join(deployRoot, pkg)] : []);
const registry = deployRoot ? ['--registry', join(deployRoot, 'registry', 'local.json')] : [];

const services = [
  {
    name: 'sandbox-api',
    cwd: 'sandbox-api',
    args: [join(root, 'sandbox-api/node_modules/.bin/tsx'), 'src/main.ts'],
  },
  {
    name: 'remote-settings',
    cwd: 'remote-settings',
    args: [
      staticServer,
      ...['--port', '3001', '--spa', '--cors', '--api', API],
      ...versionsOf('remote-settings'),
    ],
  },
  {
    name: 'remote-onboarding',
    cwd: 'remote-onboarding',
    args: [
      staticServer,
      ...['--port', '3002', '--spa', '--cors', '--api', API],
      ...versionsOf('remote-onboarding'),
    ],
  },
  {
    name: 'remote-dashboard',
    cwd: 'remote-dashboard',
    args: [
      staticServer,
      ...['--port', '3003', '--spa', '--cors', '--api', API],
      ...versionsOf('remote-dashboard'),
    ],
  },
  {
    name: 'host',
    cwd: 'host',
    args: [
      staticServer,
      ...['--port', '3000', '--spa', '--api', API, ...registry],
      // The HTML preloads the code of the remote that renders the address (ADR 0006).
      ...['--html-head', 'src/server/html-head.ts'],
    ],
  },
];

const children = services.map(({ name, cwd, args }) => {
  const [command, ...rest] = args[0].endsWith('.mjs') ? [process.execPath, ...args] : args;
  const child = spawn(command, rest, {
    cwd: join(root, cwd),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n').filter(Boolean)) console.log(prefix(line));
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(prefix(`exited (${signal ?? code}); stopping everything`));
      stop(1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// Test runs ask the platform to go when whoever started it goes, so that an interrupted run never
// leaves servers (and the locks they inherited) behind.
if (process.env.SERVE_ALL_EXIT_WITH_PARENT === '1') {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop(0);
  }, 1000).unref();
}
process.on('exit', () => {
  if (!stopping) stop(0);
});

setTimeout(() => {
  if (!stopping) {
    console.log('\nThe control center is running: open http://localhost:3000');
    console.log('Sign in as any persona on the page it sends you to. Ctrl+C stops everything.\n');
  }
}, 2500);
