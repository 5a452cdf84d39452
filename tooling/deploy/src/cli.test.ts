// The command in its own process, as a person runs it: help and refusals end without a stack trace.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandHelp, mainHelp } from './command-line';
import { runDeploy, writeBuild } from './testing';

const deployRoot = () => mkdtempSync(join(tmpdir(), 'deploy-cli-'));

test('deploy --help and deploy <command> --help print the help and succeed', async () => {
  const [main, release] = await Promise.all([
    runDeploy(['--help'], deployRoot()),
    runDeploy(['release', '--help'], deployRoot()),
  ]);
  expect(main).toEqual({ code: 0, stdout: `${mainHelp()}\n`, stderr: '' });
  expect(release).toEqual({ code: 0, stdout: `${commandHelp('release')}\n`, stderr: '' });
});

test('a mistake in the command line is one line on stderr and exit code 2', async () => {
  const run = await runDeploy(['release', 'settings', '--verison', '2'], deployRoot());
  expect(run).toEqual({
    code: 2,
    stdout: '',
    stderr:
      'deploy: release has no option --verison: run deploy release --help to see its options\n',
  });
});

test("a mistyped remote is a usage mistake, offering the platform's remotes alone", async () => {
  const run = await runDeploy(['release', 'reports'], deployRoot());
  expect(run).toEqual({
    code: 2,
    stdout: '',
    stderr:
      "deploy: unknown remote reports: name one of the workspace's remotes (settings (remote-settings), onboarding (remote-onboarding), dashboard (remote-dashboard))\n",
  });
});

test('a refused command is one line on stderr, naming what to do, and exit code 1', async () => {
  const run = await runDeploy(['rollback', 'settings'], deployRoot());
  expect(run).toEqual({
    code: 1,
    stdout: '',
    stderr:
      'deploy: settings is not in the local registry (it has: none): name one of those, or release settings first\n',
  });
});

test('deploy watch --once with nothing to decide exits 0; its help lists what each code means', async () => {
  const [run, help] = await Promise.all([
    runDeploy(['watch', '--once'], deployRoot()),
    runDeploy(['watch', '--help'], deployRoot()),
  ]);
  expect(run).toEqual({ code: 0, stdout: 'watch: no candidate in local\n', stderr: '' });
  expect(help.stdout).toMatch(/^Exit codes:\n {2}0 +with --once: nothing changed/m);
  expect(help.stdout).toMatch(/^ {2}3 +with --once: a candidate was aborted$/m);
});

test('deploy replay with no display says so, and prints the replay to open by hand', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-'));
  const snapshot = join(dir, 'snapshot.json');
  writeFileSync(
    snapshot,
    JSON.stringify({ snapshot: 1, environment: 'local', route: '/', remotes: {}, flags: {} }),
  );
  const run = await runDeploy(['replay', snapshot], deployRoot(), { DISPLAY: '' });
  expect(run.code).toBe(0);
  expect(run.stdout.split('\n').slice(0, 2)).toEqual([
    'no display to open a browser on (DISPLAY is not set): the replay, to open by hand:',
    expect.stringMatching(/^open http:\/\/localhost:\d+\/$/),
  ]);
  const printed = await runDeploy(['replay', snapshot, '--print'], deployRoot(), { DISPLAY: '' });
  expect(printed.stdout).toMatch(/^open http/);
  // The snapshot names no user: the persona the replay would sign in as, and why.
  expect(printed.stdout).toContain(
    'signed in as owner-complete: the snapshot names no user (give --persona)',
  );
});

test('DEPLOY_DEBUG=1 adds the stack, at the lines of the sources', async () => {
  const run = await runDeploy(['rollback', 'settings'], deployRoot(), { DEPLOY_DEBUG: '1' });
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^deploy: settings is not in the local registry/);
  expect(run.stderr).toContain(join('tooling', 'deploy', 'src', 'registry.ts'));
});

test('a release the promotion gate refuses is one line on stderr and exit code 1', async () => {
  const root = deployRoot();
  // A build of its own: jest runs before (or beside) the workspace's builds.
  const build = writeBuild(mkdtempSync(join(tmpdir(), 'deploy-cli-build-')), 'remote-settings');
  const run = await runDeploy(['release', 'settings', '--skip-smoke', '--from', build], root);
  expect(run).toEqual({
    code: 1,
    stdout: '',
    stderr: `deploy: the promotion gate has no host to check against: local serves none (no ${join(root, 'host', 'current')}): release the host first (deploy release host --env local)\n`,
  });
});
