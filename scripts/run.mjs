import { spawnSync } from 'node:child_process';
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

/** The stages run so far by `stage`, in order. */
const stages = [];

/**
 * Runs one named stage of a long command (`npm test`) like `run`, and keeps its wall time for the
 * table `printStageTimes` prints. When it fails, the table is printed before the process exits, so a
 * red run still says where its time went.
 */
export function stage(name, command, args, options = {}) {
  const { status, seconds } = step(command, args, options);
  stages.push({ name, seconds, failed: status !== 0 });
  if (status !== 0) {
    printStageTimes();
    process.exit(status);
  }
}

/** Prints each stage's wall time and the total, as a table. */
export function printStageTimes() {
  const total = stages.reduce((sum, { seconds }) => sum + seconds, 0);
  const rows = [
    ...stages.map(({ name, seconds, failed }) => [
      name,
      seconds.toFixed(1),
      failed ? 'failed' : '',
    ]),
    ['total', total.toFixed(1), ''],
  ];
  const width = Math.max('stage'.length, ...rows.map(([name]) => name.length));
  const secondsWidth = Math.max('seconds'.length, ...rows.map(([, seconds]) => seconds.length));
  const line = (name, seconds, note) =>
    `  ${name.padEnd(width)}  ${seconds.padStart(secondsWidth)}${note ? `  ${note}` : ''}`;
  console.log(`\nStage times (wall clock)\n${line('stage', 'seconds', '')}`);
  for (const row of rows) console.log(line(...row));
}
