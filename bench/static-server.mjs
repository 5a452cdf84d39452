#!/usr/bin/env node
// The host's static server's CPU per answer it makes per request: a page (the HTML with its head
// markup, compressed) and `/remotes.json`, each asked for with a browser's Accept-Encoding. Starts
// the server as serve-all does (its CLI, the host's build and html-head), on a port of its own, and
// reads the server process's CPU time from /proc around the requests. With `--vs DIR`, the same
// for the checkout at DIR (built), the two taking turns: a before/after table from one run.
//
//   node bench/static-server.mjs [--requests 200] [--rounds 3] [--registry FILE] [--vs DIR]
//
// `--registry`: a deploy registry to serve as `/remotes.json` (serve-all's is
// `<deploy root>/registry/local.json`); without it, the build's own.
//
// Needs the host's production build (`npm run build`). Linux only (/proc). Writes nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/run.mjs';
import { median } from './lib/routes.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
    vs: { type: 'string' },
    registry: { type: 'string' },
  },
});
const PORT = 3990;
const TICKS_PER_SECOND = 100;
const ANSWERS = [
  ['page', '/locations/loc-1001-1/events-summary'],
  ['registry', '/remotes.json'],
];

/** The process's user + system CPU time in ms (fields 14 and 15 of /proc/PID/stat). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function get(path) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: 'localhost', port: PORT, path, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function startServer(checkout) {
  const server = spawn(
    process.execPath,
    [
      join(checkout, 'tooling/static-server/bin/static-server.mjs'),
      ...['--port', String(PORT), '--spa', '--browser-id'],
      ...['--html-head', 'server/html-head.ts'],
      ...(values.registry ? ['--registry', resolve(values.registry)] : []),
    ],
    { cwd: join(checkout, 'host'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if ((await get('/remotes.json').catch(() => 0)) === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the static server of ${checkout} did not answer on port ${PORT}`);
}

/** CPU ms per answer of each kind, for one start of the checkout's server. */
async function measure(checkout) {
  const server = await startServer(checkout);
  try {
    // Warm: the head module's first call and the JIT.
    for (const [, path] of ANSWERS) for (let i = 0; i < 20; i += 1) await get(path);
    const perAnswer = {};
    for (const [name, path] of ANSWERS) {
      const before = cpuMs(server.pid);
      for (let i = 0; i < Number(values.requests); i += 1) {
        const status = await get(path);
        if (status !== 200) throw new Error(`${path} answered ${status}`);
      }
      perAnswer[name] = (cpuMs(server.pid) - before) / Number(values.requests);
    }
    return perAnswer;
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const checkouts = { this: root, ...(values.vs ? { vs: values.vs } : {}) };
const samples = Object.fromEntries(Object.keys(checkouts).map((name) => [name, []]));
for (let round = 0; round < Number(values.rounds); round += 1) {
  for (const [name, checkout] of Object.entries(checkouts)) {
    samples[name].push(await measure(checkout));
  }
}

const names = Object.keys(checkouts);
console.log(`server CPU ms per answer, median of ${values.rounds} rounds of ${values.requests}`);
console.log(`| answer | ${names.map((name) => `${name} (${checkouts[name]})`).join(' | ')} |`);
console.log(`|---|${names.map(() => '---').join('|')}|`);
for (const [answer] of ANSWERS) {
  const cells = names.map((name) => median(samples[name].map((s) => s[answer])).toFixed(2));
  console.log(`| ${answer} | ${cells.join(' | ')} |`);
}
