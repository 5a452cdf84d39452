import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command from the repo root, echoing it; answers its exit status and wall time. */
function step(command, args, options) {
  const started = Date.now();
  const line = [command, ...args].join(' ');
  console.log(`\n▶ ${line}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = (Date.now() - started) / 1000;
  const status = result.status ?? 1;
  if (status === 0) console.log(`✔ ${seconds.toFixed(1)}s`);
  else console.error(`✖ failed after ${seconds.toFixed(1)}s: ${line}`);
  return { status, seconds };
}

/** Runs a step from the repo root, echoing it, and stops everything when it fails. */
export function run(command, args, options = {}) {
  const { status } = step(command, args, options);
  if (status !== 0) process.exit(status);
}

/** The stages run so far by `stage` and `stageLanes`, in the order they ended. */
const stages = [];
const startedAt = Date.now();

/**
 * Runs one named stage of a long command (`npm test`) like `run`, and keeps its wall time for the
 * table `printStageTimes` prints. When it fails, the table is printed before the process exits, so a
 * red run still says where its time went.
 */
export function stage(name, command, args, options = {}) {
  stageWithParts(name, command, args, () => [], options);
}

/**
 * Runs one command that holds several stages (one Playwright run of several projects) like `stage`,
 * and lists under its line the parts `partsOf` answers once it has ended, also when it failed: each
 * `{ name, seconds, beside }`, `beside` naming the parts it overlapped.
 */
export function stageWithParts(name, command, args, partsOf, options = {}) {
  const { status, seconds } = step(command, args, options);
  stages.push({ name, seconds, failed: status !== 0, beside: '' });
  for (const part of partsOf()) stages.push({ ...part, name: `  ${part.name}`, failed: false });
  if (status !== 0) failWith(status);
}

function failWith(status) {
  printStageTimes();
  process.exit(status);
}

/** Runs a command from the repo root with its output kept; answers its status, wall time and output. */
function quietStep(command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({ status: code ?? 1, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

/** Runs a stage from the repo root with its output shown as it comes; answers how it ended. */
function liveStep(name, command, args, beside) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n▶ ${[command, ...args].join(' ')}  (beside: ${beside})`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) console.log(`✔ ${name} ${seconds.toFixed(1)}s`);
      else console.error(`✖ ${name} failed after ${seconds.toFixed(1)}s`);
      resolve({ name, status: code ?? 1, seconds });
    });
  });
}

/**
 * Runs two lanes of stages side by side on the machine's two cores, each lane one stage after
 * another: `lead` with its output shown as it comes, `lane` with each stage's output printed when it
 * ends, so that the two never interleave. A failure in the lead stops the lead's later stages; the
 * lane runs to its end; then the first failure, in lead then lane order, stops everything after the
 * table is printed.
 */
export async function stageLanes(lead, lane) {
  const leadNames = lead.map(([name]) => name).join(' + ');
  const leading = (async () => {
    const results = [];
    for (const [name, command, args] of lead) {
      const result = await liveStep(name, command, args, lane.map(([n]) => n).join(', '));
      results.push({ ...result, beside: '' });
      if (result.status !== 0) break;
    }
    return results;
  })();
  const laneResults = [];
  for (const [name, command, args] of lane) {
    const { status, seconds, output } = await quietStep(command, args);
    const line = [command, ...args].join(' ');
    console.log(`\n▶ ${line}  (beside ${leadNames})\n${Buffer.concat(output).toString()}`);
    if (status === 0) console.log(`✔ ${seconds.toFixed(1)}s`);
    else console.error(`✖ failed after ${seconds.toFixed(1)}s: ${line}`);
    laneResults.push({ name, status, seconds, beside: leadNames });
  }
  const results = [...(await leading), ...laneResults];
  for (const { name, status, seconds, beside } of results)
    stages.push({ name, seconds, failed: status !== 0, beside });
  const failed = results.find(({ status }) => status !== 0);
  if (failed) failWith(failed.status);
}

/**
 * Prints each stage's wall time and the run's wall time, as a table. A stage that ran beside another
 * says so: its time is inside the other's, so the total is the clock's, not the column's sum.
 */
export function printStageTimes() {
  const total = (Date.now() - startedAt) / 1000;
  const rows = [
    ...stages.map(({ name, seconds, failed, beside }) => [
      name,
      seconds.toFixed(1),
      [failed ? 'failed' : '', beside ? `beside ${beside}` : ''].filter(Boolean).join(', '),
    ]),
    ['total (wall clock)', total.toFixed(1), ''],
  ];
  const width = Math.max('stage'.length, ...rows.map(([name]) => name.length));
  const secondsWidth = Math.max('seconds'.length, ...rows.map(([, seconds]) => seconds.length));
  const line = (name, seconds, note) =>
    `  ${name.padEnd(width)}  ${seconds.padStart(secondsWidth)}${note ? `  ${note}` : ''}`;
  console.log(`\nStage times (wall clock)\n${line('stage', 'seconds', '')}`);
  for (const row of rows) console.log(line(...row));
}
