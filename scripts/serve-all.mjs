#!/usr/bin/env node
// Starts the whole platform from its production builds: sandbox-api, the telemetry receiver (at
// tooling/telemetry's TELEMETRY_ORIGIN), the host, and each remote origin the local registry names,
// on the ports of platform.md section 2.
// Stops them all on Ctrl+C.
//   serve-all.mjs [--release-builds]
// The registry is the only source of which remotes exist and where: the host serves it as
// /remotes.json and each remote origin serves its package's released versions from the deploy root
// (DEPLOY_ROOT, default deploy/), so a release or rollback shows on the next page load. The registry
// is followed while the platform runs: an origin a release adds gets a server, one no remote uses
// any more loses it.
// --release-builds (npm start, the e2e platform) first releases the host's build and every
// workspace package with a `remote` field into the deploy root (the promotion gate checks each
// remote against that host); an unchanged build keeps its version.
// It never shares a port: when one is taken (another platform, a dev server) it names it and stops
// before starting anything. Once every server answers it prints READY_LINE (the e2e config waits
// for it).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { followLocalOrigins, localOrigins, releaseBuilds } from 'deploy/bin/local-platform.mjs';
import { localTelemetrySecrets } from 'telemetry/bin/local-secrets.mjs';
import { prometheusConfig } from 'telemetry/bin/prometheus-config.mjs';
import { TELEMETRY_ORIGIN } from 'telemetry/bin/receiver-address.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticServer = join(root, 'tooling/static-server/bin/static-server.mjs');
const API = 'http://localhost:3100';
const HOST = 'http://localhost:3000';
// The receiver's one address (ADR 0020): the host's server forwards `/telemetry/` there.
const TELEMETRY = TELEMETRY_ORIGIN;
const telemetryFile = resolve(
  process.env.TELEMETRY_FILE ?? join(root, '.state', 'telemetry.jsonl'),
);
// One receiver by default (its own store answers deploy watch); with TELEMETRY_RECEIVERS=N, N of
// them on the ports after it, each browser's records to one of them, and with PROMETHEUS_PORT a
// Prometheus scraping them all (deploy watch --prometheus), as production runs several.
const receiverCount = Math.max(1, Number(process.env.TELEMETRY_RECEIVERS ?? 1) || 1);
const receivers = Array.from({ length: receiverCount }, (_, index) => {
  const url = new URL(TELEMETRY);
  url.port = String(Number(url.port) + index);
  return {
    origin: url.origin,
    file: index === 0 ? telemetryFile : telemetryFile.replace(/(\.jsonl)?$/, `-${index + 1}.jsonl`),
  };
});
const prometheusPort = process.env.PROMETHEUS_PORT;
if (prometheusPort && !existsSync('/usr/bin/prometheus')) {
  console.error("serve-all: PROMETHEUS_PORT needs Debian's prometheus: apt-get install prometheus");
  process.exit(1);
}
// The host's server signs each page's view token and the receiver checks it; deploy watch sends
// the health token. Production sets both in the environment; here they are made up once.
const secrets = localTelemetrySecrets(dirname(telemetryFile));
process.env.VSG_VIEW_TOKEN_SECRET = secrets.viewTokenSecret;
process.env.VSG_HEALTH_TOKEN = secrets.healthToken;
const READY_LINE = 'serve-all: every server answers';
const deployRoot = resolve(process.env.DEPLOY_ROOT ?? join(root, 'deploy'));
const platform = { repo: root, deployRoot, log: (line) => console.log(`[deploy] ${line}`) };

/** Whether something accepts connections on the port (on either loopback address). */
function portTaken(port) {
  const accepts = (host) =>
    new Promise((done) => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
  return Promise.all([accepts('127.0.0.1'), accepts('::1')]).then((answers) =>
    answers.some(Boolean),
  );
}

async function requireFreePorts(urls) {
  const ports = [...new Set(urls.map((url) => Number(new URL(url).port)))];
  const taken = [];
  for (const port of ports) if (await portTaken(port)) taken.push(port);
  if (taken.length === 0) return;
  const list = taken.join(', ');
  console.error(
    `serve-all: port${taken.length > 1 ? 's' : ''} ${list} ${taken.length > 1 ? 'are' : 'is'} busy: ` +
      'stop the other platform (npm start?) or server there first',
  );
  process.exit(1);
}

let origins;
try {
  await requireFreePorts([
    API,
    HOST,
    ...receivers.map((receiver) => receiver.origin),
    ...(prometheusPort ? [`http://127.0.0.1:${prometheusPort}`] : []),
  ]);
  if (process.argv.includes('--release-builds')) await releaseBuilds(platform);
  origins = localOrigins(platform);
  await requireFreePorts(origins.map((served) => served.origin));
} catch (error) {
  console.error(`serve-all: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * One server per remote origin, serving `/<version>/...` from its package's folder of versions, and
 * at its root the package's own build (the remote's standalone page) when it has one.
 */
function originService(served) {
  return {
    name: served.package,
    origin: served.origin,
    ready: `${served.origin}/`,
    cwd: '.',
    args: [
      staticServer,
      ...['--port', String(served.port), '--cors', '--versions', served.versionsDir],
      ...(served.buildDir
        ? ['--dir', served.buildDir, '--spa', '--api', API]
        : ['--dir', served.versionsDir]),
    ],
  };
}

/**
 * Debian's Prometheus, scraping every receiver's /metrics each second with the health token, its
 * data folder new each start (a series of an earlier run would be read as this one's).
 */
function prometheusService(port) {
  const dir = join(dirname(telemetryFile), 'prometheus');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'prometheus.yml');
  const tokenFile = join(dir, 'health-token');
  const targets = receivers.map((receiver) => new URL(receiver.origin).host);
  writeFileSync(config, prometheusConfig(targets, tokenFile));
  writeFileSync(tokenFile, secrets.healthToken, { mode: 0o600 });
  return {
    name: 'prometheus',
    ready: `http://127.0.0.1:${port}/-/ready`,
    cwd: '.',
    args: [
      '/usr/bin/prometheus',
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
  };
}

// `ready`: a URL that answers once the server listens (any status below 500).
const services = [
  {
    name: 'sandbox-api',
    ready: `${API}/__test/personas`,
    cwd: 'sandbox-api',
    args: [join(root, 'sandbox-api/bin/sandbox-api.mjs')],
  },
  ...receivers.map((receiver, index) => ({
    name: index === 0 ? 'telemetry' : `telemetry-${index + 1}`,
    ready: `${receiver.origin}/v1/health?remote=host`,
    cwd: '.',
    args: [
      join(root, 'tooling/telemetry/bin/telemetry-receiver.mjs'),
      ...['--host', new URL(receiver.origin).hostname, '--port', new URL(receiver.origin).port],
      ...['--file', receiver.file],
      // Only the host's pages post records (same-origin, through its /telemetry/).
      ...['--origin', HOST],
    ],
  })),
  ...(prometheusPort ? [prometheusService(prometheusPort)] : []),
  ...origins.map(originService),
  {
    name: 'host',
    ready: `${HOST}/remotes.json`,
    cwd: 'host',
    args: [
      staticServer,
      ...['--port', '3000', '--spa', '--api', API, '--browser-id'],
      ...receivers.flatMap((receiver) => ['--telemetry', receiver.origin]),
      ...['--registry', join(deployRoot, 'registry', 'local.json')],
      // The HTML preloads the code of the remote that renders the address (ADR 0006).
      ...['--html-head', 'server/html-head.ts'],
      // A page asked for with the server-render cookie is rendered on the server (ADR 0052).
      ...['--render', 'server/page-render.ts'],
    ],
  },
];

/**
 * The running servers. `late` ones were started for a release while the platform ran: one failing
 * (its port taken) is said, and the rest keep running. `retired` ones were stopped on purpose.
 */
const children = new Set();
const late = new WeakSet();
const retired = new WeakSet();

function start({ name, cwd, args }) {
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
    children.delete(child);
    if (stopping || retired.has(child)) return;
    if (late.has(child)) {
      console.error(prefix(`exited (${signal ?? code}); its origin is not served`));
      return;
    }
    console.error(prefix(`exited (${signal ?? code}); stopping everything`));
    stop(1);
  });
  children.add(child);
  return child;
}

/** The server of each remote origin, by origin. */
const byOrigin = new Map();
for (const service of services) {
  const child = start(service);
  if (service.origin) byOrigin.set(service.origin, child);
}

/** Stops an origin's server on purpose; resolves once it has let go of its port. */
async function retire(origin) {
  const child = byOrigin.get(origin);
  byOrigin.delete(origin);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  retired.add(child);
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

// A release or rollback that changes the registry's origins starts or stops their servers; an
// origin whose package changed is let go before it is served again.
let changing = Promise.resolve();
const stopFollowing = followLocalOrigins(platform, origins, ({ started, stopped }) => {
  changing = changing.then(async () => {
    for (const served of stopped) {
      console.log(
        `[serve-all] ${served.origin} (${served.package}) left the registry: stopping its server`,
      );
      await retire(served.origin);
    }
    for (const served of started) {
      if (stopping) return;
      console.log(
        `[serve-all] ${served.origin} (${served.package}) joined the registry: serving it`,
      );
      const child = start(originService(served));
      late.add(child);
      byOrigin.set(served.origin, child);
    }
  });
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  stopFollowing();
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

async function answers(url) {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

async function untilReady(url) {
  while (!stopping && !(await answers(url))) {
    await new Promise((done) => setTimeout(done, 200));
  }
}

await Promise.all(services.map((service) => untilReady(service.ready)));
if (!stopping) {
  console.log(`${READY_LINE}: ${services.map((service) => service.ready).join(', ')}`);
  console.log('\nThe control center is running: open http://localhost:3000');
  console.log('Sign in as any persona on the page it sends you to. Ctrl+C stops everything.\n');
}
