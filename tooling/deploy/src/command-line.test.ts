import {
  COMMAND_NAMES,
  numberOption,
  percentOption,
  commandHelp,
  mainHelp,
  parseCommandLine,
  UsageError,
  type CommandLine,
} from './command-line';

const usageErrorOf = (argv: string[]): string => {
  try {
    parseCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

const helpOf = (argv: string[]): string => {
  const line: CommandLine = parseCommandLine(argv);
  if (line.kind !== 'help') throw new Error(`${argv.join(' ')} is no help`);
  return line.text;
};

test('deploy --help lists every command with what it does', () => {
  const help = helpOf(['--help']);
  expect(helpOf(['-h'])).toBe(help);
  expect(helpOf(['help'])).toBe(help);
  for (const name of COMMAND_NAMES) expect(help).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
  expect(help).toContain('release <remote | host> | --all');
  expect(help).toContain('--env NAME');
  expect(help).toContain('DEPLOY_ROOT');
  for (const line of help.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
});

test("deploy <command> --help lists the command's arguments, options and examples", () => {
  const help = helpOf(['release', '--help']);
  expect(helpOf(['release', '-h'])).toBe(help);
  expect(helpOf(['help', 'release'])).toBe(help);
  expect(help).toBe(commandHelp('release'));
  expect(help.split('\n')[0]).toBe('Usage: deploy release <remote | host> | --all [options]');
  for (const option of ['--all', '--version V', '--from DIR', '--env NAME', '-h, --help']) {
    expect(help).toContain(`  ${option}`);
  }
  expect(help).toContain('  deploy release settings');
  // --help wins over whatever else is on the line, even what would be refused.
  expect(helpOf(['rollback', '--help'])).toContain('Usage: deploy rollback <remote> [options]');
  expect(helpOf(['status', 'extra', '--help'])).toBe(commandHelp('status'));
  for (const name of COMMAND_NAMES) expect(mainHelp()).toContain(name);
});

test('a command is read with its positionals and options', () => {
  expect(
    parseCommandLine([
      'release',
      'settings',
      '--version',
      '1.2.0',
      '--from',
      'out',
      '--env',
      'beta',
    ]),
  ).toEqual({
    kind: 'run',
    command: 'release',
    positionals: ['settings'],
    options: { version: '1.2.0', from: 'out', env: 'beta' },
    environment: 'beta',
  });
  expect(parseCommandLine(['release', '--all'])).toMatchObject({
    command: 'release',
    positionals: [],
    options: { all: true },
    environment: 'local',
  });
  expect(parseCommandLine(['status'])).toMatchObject({ command: 'status', environment: 'local' });
});

test('each mistake is refused in one sentence naming what to do', () => {
  expect(usageErrorOf([])).toBe(
    'a command is needed: run deploy --help to see the commands, e.g. deploy status',
  );
  expect(usageErrorOf(['relase', 'settings'])).toBe(
    'there is no command relase: use one of release, rollback, canary, promote, abort, watch, status, serve, dev-registry, replay (deploy --help says what each does)',
  );
  expect(usageErrorOf(['--env', 'local', 'status'])).toMatch(/^there is no command --env: /);
  expect(usageErrorOf(['release', 'settings', '--verison', '1'])).toBe(
    'release has no option --verison: run deploy release --help to see its options',
  );
  expect(usageErrorOf(['rollback', 'settings', '--all'])).toBe(
    'rollback has no option --all: run deploy rollback --help to see its options',
  );
  expect(usageErrorOf(['release', 'settings', '--version'])).toBe(
    '--version needs a value: write --version <value> (run deploy release --help to see its options)',
  );
  expect(usageErrorOf(['release', '--all=yes'])).toBe(
    '--all takes no value: write --all alone (run deploy release --help to see its options)',
  );
  expect(usageErrorOf(['rollback'])).toBe('rollback needs <remote>: e.g. deploy rollback settings');
  expect(usageErrorOf(['rollback', 'settings', 'dashboard'])).toBe(
    'rollback takes <remote>, not settings dashboard: run deploy rollback --help',
  );
  expect(usageErrorOf(['status', 'extra'])).toBe(
    'status takes no arguments, not extra: run deploy status --help',
  );
  expect(usageErrorOf(['status', '--env', ''])).toBe(
    '--env needs an environment name: e.g. --env local',
  );
});

test('a canary is read with its remote, its version and --percent, a whole percent', () => {
  const line = parseCommandLine(['canary', 'settings', '1.4.0', '--percent', '25']);
  expect(line).toMatchObject({
    command: 'canary',
    positionals: ['settings', '1.4.0'],
    options: { percent: '25' },
  });
  const percentOf = (percent?: string) => percentOption(percent === undefined ? {} : { percent });
  expect(percentOf('25')).toBe(25);
  expect(percentOf('100')).toBe(100);
  expect(() => percentOf()).toThrow(
    'canary needs --percent N, the share of browsers that get the candidate: e.g. --percent 5',
  );
  for (const bad of ['0', '101', '2.5', 'ten', '-5']) {
    expect(() => percentOf(bad)).toThrow(
      `--percent ${bad} is not a share of browsers: give a whole number from 1 to 100, e.g. --percent 5`,
    );
  }
  // The version may be left out: the build's own.
  expect(parseCommandLine(['canary', 'settings', '--percent', '5'])).toMatchObject({
    positionals: ['settings'],
  });
  expect(usageErrorOf(['canary', '--percent', '5'])).toBe(
    'canary needs <remote> [version] --percent N: e.g. deploy canary settings 1.4.0 --percent 5',
  );
  expect(usageErrorOf(['promote'])).toBe('promote needs <remote>: e.g. deploy promote settings');
  expect(helpOf(['canary', '--help'])).toContain('--percent N');
});

test('watch is read with its remote and thresholds; a threshold that is not a number is refused', () => {
  const line = parseCommandLine(['watch', 'settings', '--once', '--min-sample', '20']);
  expect(line).toMatchObject({
    kind: 'run',
    command: 'watch',
    positionals: ['settings'],
    options: { once: true, 'min-sample': '20' },
  });
  if (line.kind !== 'run') throw new Error('expected a command to run');
  expect(numberOption(line.options, 'min-sample', 50, 1)).toBe(20);
  expect(numberOption(line.options, 'interval', 60, 1)).toBe(60);
  const zero = parseCommandLine(['watch', '--min-sample', '0']);
  if (zero.kind !== 'run') throw new Error('expected a command to run');
  expect(() => numberOption(zero.options, 'min-sample', 50, 1)).toThrow(
    '--min-sample 0 is not a number of at least 1: e.g. --min-sample 50',
  );
});

test('release, canary and promote take --skip-smoke and --smoke-persona, and their help says so', () => {
  for (const argv of [
    ['release', 'settings', '--skip-smoke'],
    ['canary', 'settings', '1.4.0', '--percent', '5', '--skip-smoke'],
    ['promote', 'settings', '--skip-smoke', '--smoke-persona', 'smb-owner'],
  ]) {
    expect(parseCommandLine(argv)).toMatchObject({
      kind: 'run',
      options: expect.objectContaining({ 'skip-smoke': true }),
    });
  }
  for (const command of ['release', 'canary', 'promote'] as const) {
    expect(commandHelp(command)).toMatch(/--skip-smoke +leave out the promotion gate's composed/);
  }
  expect(() => parseCommandLine(['rollback', 'settings', '--skip-smoke'])).toThrow(UsageError);
});
