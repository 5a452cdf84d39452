import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFileLock } from './registry-lock';

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'registry-lock-'));
  const file = join(dir, 'local.json');
  return { dir, file, lock: `${file}.lock` };
}

const holderOf = (pid: number, host = hostname()) =>
  JSON.stringify({ pid, host, token: 'theirs', since: '2026-11-26T10:00:00.000Z' });

/** The id of a process that has exited: a lock naming it was left by a crash. */
const deadPid = (): number => {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no process was started');
  return pid;
};

test('the action runs holding the lock, which is removed afterwards, even when it throws', () => {
  const { dir, file, lock } = setUp();
  expect(
    withFileLock(file, (stillHeld) => {
      expect(existsSync(lock)).toBe(true);
      expect(stillHeld()).toBe(true);
      return 'done';
    }),
  ).toBe('done');
  expect(readdirSync(dir)).toEqual([]);
  expect(() =>
    withFileLock(file, () => {
      throw new Error('refused');
    }),
  ).toThrow('refused');
  expect(readdirSync(dir)).toEqual([]);
});

test('a lock held by a running deploy is waited for, then refused naming it and what to do', () => {
  const { file, lock } = setUp();
  writeFileSync(lock, holderOf(process.pid));
  const started = Date.now();
  expect(() => withFileLock(file, () => 'never', { timeoutMs: 300 })).toThrow(
    `${file} is being updated by process ${process.pid} on ${hostname()} since 2026-11-26T10:00:00.000Z (${lock}): wait for that deploy to finish and run the command again, or remove ${lock} if no deploy is running`,
  );
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  expect(existsSync(lock)).toBe(true);
});

test('a lock left by a deploy that died on this machine is broken and taken', () => {
  const { dir, file, lock } = setUp();
  writeFileSync(lock, holderOf(deadPid()));
  expect(withFileLock(file, (stillHeld) => stillHeld(), { timeoutMs: 5_000 })).toBe(true);
  expect(readdirSync(dir)).toEqual([]);
});

test("another machine's lock is broken only once it is older than any update takes", () => {
  const { file, lock } = setUp();
  writeFileSync(lock, holderOf(deadPid(), 'build-agent-7'));
  expect(() => withFileLock(file, () => 'never', { timeoutMs: 100 })).toThrow(
    'is being updated by process',
  );
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(lock, hourAgo, hourAgo);
  expect(withFileLock(file, () => 'taken', { timeoutMs: 5_000 })).toBe('taken');
  expect(existsSync(lock)).toBe(false);
});

test('a lock that is not ours any more is left to its holder', () => {
  const { file, lock } = setUp();
  withFileLock(file, (stillHeld) => {
    // Another deploy broke it as stale and holds it now.
    writeFileSync(lock, holderOf(process.pid));
    expect(stillHeld()).toBe(false);
  });
  expect(existsSync(lock)).toBe(true);
});
