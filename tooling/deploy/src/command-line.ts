// What `deploy` accepts: its commands, their arguments and options, and the help that lists them.
// One table drives the parsing (node:util's parseArgs, strict) and the help, so neither can list an
// option the other does not know. Nothing here touches the disk: cli.ts runs what this returns.
import { parseArgs } from 'node:util';
import { TELEMETRY_ORIGIN } from 'telemetry';
import { CANARY_PERCENT } from 'shared-contracts/registry-schema';
import { WATCH_EXIT_CODES } from './watch';

/** A mistake in the command line: said in one sentence naming what to do, with no stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}

interface OptionSpec {
  type: 'string' | 'boolean';
  /** The value's placeholder in the help, e.g. `DIR`. */
  value?: string;
  help: string;
}

interface ArgumentSpec {
  name: string;
  help: string;
}

export const COMMAND_NAMES = [
  'release',
  'rollback',
  'canary',
  'promote',
  'abort',
  'watch',
  'status',
  'serve',
  'dev-registry',
  'replay',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

interface CommandSpec {
  /** The positionals, after the command's name, as the usage line shows them. */
  usage: string;
  summary: string;
  arguments: readonly ArgumentSpec[];
  options: Readonly<Record<string, OptionSpec>>;
  /** How many positionals it takes (an option such as `--all` may stand for the first). */
  positionals: { min: number; max: number };
  examples: readonly string[];
  /** Exit codes of its own beside 0, 1 (refused) and 2 (a usage mistake), said in its help. */
  exitCodes?: readonly (readonly [code: number, meaning: string])[];
}

const ENV_OPTION: OptionSpec = {
  type: 'string',
  value: 'NAME',
  help: 'the environment: its registry (registry/NAME.json) and each remote\'s origin for it (default "local")',
};
const SKIP_SMOKE_OPTION: OptionSpec = {
  type: 'boolean',
  help: "leave out the promotion gate's composed smoke in Chromium (the range and schema checks still run); for tests about something else",
};
const SMOKE_PERSONA_OPTION: OptionSpec = {
  type: 'string',
  value: 'NAME',
  help: 'the sandbox-api persona the smoke sees the pages as (default owner-complete; e.g. smb-owner for the dashboard)',
};
const REMOTE_ARGUMENT: ArgumentSpec = {
  name: '<remote>',
  help: "a remote's key or package name, e.g. settings or remote-settings",
};

const COMMANDS: Readonly<Record<CommandName, CommandSpec>> = {
  release: {
    usage: '<remote | host> | --all',
    summary:
      'store a build as a version and point the registry (or host/current) at it; a remote passes the promotion gate first',
    arguments: [
      { name: '<remote>', help: REMOTE_ARGUMENT.help },
      { name: 'host', help: 'the host: points deploy/host/current at the version' },
    ],
    options: {
      all: {
        type: 'boolean',
        help: "the host's build, then every platform remote's build as it is (not the fixtures)",
      },
      version: {
        type: 'string',
        value: 'V',
        help: 'the version to store it as (default: <package.json version>-<content hash>)',
      },
      from: {
        type: 'string',
        value: 'DIR',
        help: 'a build made elsewhere, e.g. a CI artifact (default: <package>/dist)',
      },
      'skip-smoke': SKIP_SMOKE_OPTION,
      'smoke-persona': SMOKE_PERSONA_OPTION,
      env: ENV_OPTION,
    },
    positionals: { min: 0, max: 1 },
    examples: ['deploy release settings', 'deploy release --all', 'deploy release host --env prod'],
  },
  rollback: {
    usage: '<remote>',
    summary: 'point a remote back at the version before',
    arguments: [REMOTE_ARGUMENT],
    options: { env: ENV_OPTION },
    positionals: { min: 1, max: 1 },
    examples: ['deploy rollback settings'],
  },
  canary: {
    usage: '<remote> [version] --percent N',
    summary:
      'give N % of browsers a candidate version beside the stable one (run again to ramp); a new candidate passes the promotion gate first',
    arguments: [
      REMOTE_ARGUMENT,
      {
        name: '[version]',
        help: "the candidate: a version already stored, or one to store from the build (default: the build's own content version, as release names it)",
      },
    ],
    options: {
      percent: {
        type: 'string',
        value: 'N',
        help: 'the share of browsers that get the candidate, a whole number from 1 to 100',
      },
      from: {
        type: 'string',
        value: 'DIR',
        help: 'the build to store as [version] when it is not stored yet (default: <package>/dist)',
      },
      'skip-smoke': SKIP_SMOKE_OPTION,
      'smoke-persona': SMOKE_PERSONA_OPTION,
      env: ENV_OPTION,
    },
    positionals: { min: 1, max: 2 },
    examples: [
      'deploy canary settings 1.4.0 --percent 5',
      'deploy canary settings 1.4.0 --percent 25',
    ],
  },
  promote: {
    usage: '<remote>',
    summary:
      "make the remote's candidate its stable version (the stable one goes on its history), once it passes the promotion gate",
    arguments: [REMOTE_ARGUMENT],
    options: {
      'skip-smoke': SKIP_SMOKE_OPTION,
      'smoke-persona': SMOKE_PERSONA_OPTION,
      env: ENV_OPTION,
    },
    positionals: { min: 1, max: 1 },
    examples: ['deploy promote settings'],
  },
  replay: {
    usage: '<snapshot.json>',
    summary:
      "open a field report's composition on the local platform (npm start first): each remote pinned to the snapshot's version, its flags in the feature-overrides cookie",
    arguments: [{ name: '<snapshot.json>', help: "what the debug panel's Copy snapshot gave" }],
    options: {
      persona: {
        type: 'string',
        value: 'NAME',
        help: 'sign in to sandbox-api as this persona first (default: the persona with the snapshot\'s user id, else "owner-complete")',
      },
      print: {
        type: 'boolean',
        help: 'print the address and the cookie instead of opening Chromium (no display needed)',
      },
      env: ENV_OPTION,
    },
    positionals: { min: 1, max: 1 },
    examples: ['npm run replay -- snapshot.json', 'deploy replay snapshot.json --print'],
  },
  abort: {
    usage: '<remote>',
    summary: "remove the remote's candidate: every browser gets the stable version again",
    arguments: [REMOTE_ARGUMENT],
    options: { env: ENV_OPTION },
    positionals: { min: 1, max: 1 },
    examples: ['deploy abort settings'],
  },
  watch: {
    usage: '[remote]',
    summary:
      'compare each candidate with stable in the field telemetry: abort a worse one, ramp or promote a healthy one (--ramp), printing each decision with its figures',
    arguments: [
      { name: '[remote]', help: "only this remote's candidate (default: every candidate)" },
    ],
    options: {
      once: {
        type: 'boolean',
        help: 'look once and exit (for cron); without it, look every --interval',
      },
      ramp: {
        type: 'boolean',
        help: 'move a healthy candidate through 5, 25, 50 and 100 %, then promote it',
      },
      telemetry: {
        type: 'string',
        value: 'URL',
        help: `the telemetry receiver (default ${TELEMETRY_ORIGIN})`,
      },
      prometheus: {
        type: 'string',
        value: 'URL',
        help: "read release health from this Prometheus, which scrapes every receiver's /metrics, printing each PromQL query and its answer",
      },
      interval: {
        type: 'string',
        value: 'SECONDS',
        help: 'seconds between looks when not --once (default 60)',
      },
      'min-sample': {
        type: 'string',
        value: 'N',
        help: 'candidate page views needed before any decision (default 50)',
      },
      'max-failure-increase': {
        type: 'string',
        value: 'POINTS',
        help: "abort when the candidate's load failures and boundary errors per view pass stable's by more than this many percentage points (default 2)",
      },
      'max-latency-increase': {
        type: 'string',
        value: 'PERCENT',
        help: "abort when the candidate's p75 LCP or INP passes stable's by more than this (default 20)",
      },
      'skip-smoke': {
        type: 'boolean',
        help: "promote without the promotion gate's composed smoke (the range and schema checks still run)",
      },
      env: ENV_OPTION,
    },
    positionals: { min: 0, max: 1 },
    examples: ['deploy watch --once', 'deploy watch settings --ramp --interval 300'],
    exitCodes: [
      [0, 'with --once: nothing changed (a candidate waits or is healthy, or there is none)'],
      [WATCH_EXIT_CODES.aborted, 'with --once: a candidate was aborted'],
      [WATCH_EXIT_CODES.ramped, 'with --once: a candidate was ramped'],
      [WATCH_EXIT_CODES.promoted, 'with --once: a candidate was promoted'],
      [1, 'refused or failed (the receiver unreachable, the registry unreadable)'],
    ],
  },
  status: {
    usage: '',
    summary: 'each remote in the registry: its version, its candidate, how many before it',
    arguments: [],
    options: { env: ENV_OPTION },
    positionals: { min: 0, max: 0 },
    examples: ['deploy status --env local'],
  },
  serve: {
    usage: '',
    summary:
      "nginx serving the deploy root, rendered from the registry, and the host's rendering process for its pages (Ctrl+C stops both)",
    arguments: [],
    options: { env: ENV_OPTION },
    positionals: { min: 0, max: 0 },
    examples: ['deploy serve'],
  },
  'dev-registry': {
    usage: '',
    summary: "write host/public/remotes.json for `host dev` from the remotes' builds",
    arguments: [],
    options: { env: ENV_OPTION },
    positionals: { min: 0, max: 0 },
    examples: ['deploy dev-registry'],
  },
};

const HELP_OPTION: OptionSpec = { type: 'boolean', help: 'show this help' };

const isCommand = (name: string): name is CommandName =>
  (COMMAND_NAMES as readonly string[]).includes(name);

const HELP_WIDTH = 100;

/** Words of `text` in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  return text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) {
      return [...lines.slice(0, -1), `${last} ${word}`];
    }
    return [...lines, word];
  }, []);
}

/** Two columns: names padded to the longest, then their help, wrapped under itself. */
function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([name]) => name.length));
  const indent = ' '.repeat(width + 4);
  return rows.flatMap(([name, help]) =>
    wrap(help, HELP_WIDTH - indent.length).map((text, index) =>
      index === 0 ? `  ${name.padEnd(width)}  ${text}` : `${indent}${text}`,
    ),
  );
}

const optionName = (name: string, option: OptionSpec) =>
  `--${name}${option.value ? ` ${option.value}` : ''}`;

/** `deploy --help`: every command, and where to read more. */
export function mainHelp(): string {
  return [
    'deploy: versioned releases of the host and the remotes, a registry per environment, rollback',
    'and canaries (tooling/deploy/README.md).',
    '',
    'Usage: deploy <command> [arguments] [options]',
    '',
    'Commands:',
    ...table(
      COMMAND_NAMES.map((name) => [
        `${name} ${COMMANDS[name].usage}`.trim(),
        COMMANDS[name].summary,
      ]),
    ),
    '',
    'Options of every command:',
    ...table([
      [optionName('env', ENV_OPTION), ENV_OPTION.help],
      ['-h, --help', "this help, or a command's: deploy <command> --help"],
    ]),
    '',
    'Environment: DEPLOY_ROOT, the deploy root (default: deploy/ in the repository).',
  ].join('\n');
}

/** `deploy <command> --help`: its usage, arguments, options and examples. */
export function commandHelp(name: CommandName): string {
  const spec = COMMANDS[name];
  const options = { ...spec.options, help: HELP_OPTION };
  return [
    `Usage: deploy ${name} ${spec.usage} [options]`.replace(/ {2,}/g, ' '),
    '',
    `${spec.summary[0]?.toUpperCase() ?? ''}${spec.summary.slice(1)}.`,
    ...(spec.arguments.length > 0
      ? ['', 'Arguments:', ...table(spec.arguments.map((arg) => [arg.name, arg.help]))]
      : []),
    '',
    'Options:',
    ...table(
      Object.entries(options).map(([option, spec]) => [
        option === 'help' ? '-h, --help' : optionName(option, spec),
        spec.help,
      ]),
    ),
    '',
    'Examples:',
    ...spec.examples.map((example) => `  ${example}`),
    ...(spec.exitCodes
      ? ['', 'Exit codes:', ...table(spec.exitCodes.map(([code, meaning]) => [`${code}`, meaning]))]
      : []),
  ].join('\n');
}

/** The option values of a parsed command: strings, booleans, or absent. */
export type OptionValues = Readonly<
  Record<string, string | boolean | readonly (string | boolean)[] | undefined>
>;

export type CommandLine =
  | { kind: 'help'; text: string }
  | {
      kind: 'run';
      command: CommandName;
      positionals: readonly string[];
      options: OptionValues;
      environment: string;
    };

/** Node's parseArgs errors, said as what to do. */
function usageErrorOf(error: unknown, command: CommandName): UsageError {
  // Duck-typed: parseArgs' errors may come from another realm than this module's Error (jest's).
  const field = (key: string): unknown =>
    typeof error === 'object' && error !== null ? Reflect.get(error, key) : undefined;
  const code = field('code');
  const message = String(field('message') ?? error);
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? 'an option';
  const help = `run deploy ${command} --help to see its options`;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return new UsageError(`${command} has no option ${option}: ${help}`);
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const type = COMMANDS[command].options[option.replace(/^-+/, '')]?.type;
    return new UsageError(
      type === 'boolean'
        ? `${option} takes no value: write ${option} alone (${help})`
        : `${option} needs a value: write ${option} <value> (${help})`,
    );
  }
  return new UsageError(`${message.split('. ')[0] ?? message}: ${help}`);
}

/**
 * Reads `deploy`'s arguments (without node and the script): the help asked for, or the command to
 * run with its positionals and options. Throws a UsageError, one sentence naming what to do, for
 * anything it cannot run.
 */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? rest[0] : undefined;
    if (topic !== undefined && isCommand(topic)) return { kind: 'help', text: commandHelp(topic) };
    if (first === undefined) {
      throw new UsageError(
        'a command is needed: run deploy --help to see the commands, e.g. deploy status',
      );
    }
    return { kind: 'help', text: mainHelp() };
  }
  if (!isCommand(first)) {
    throw new UsageError(
      `there is no command ${first}: use one of ${COMMAND_NAMES.join(', ')} (deploy --help says what each does)`,
    );
  }
  const spec = COMMANDS[first];
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...rest],
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries(
          Object.entries(spec.options).map(([name, option]) => [name, { type: option.type }]),
        ),
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw usageErrorOf(error, first);
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { kind: 'help', text: commandHelp(first) };
  const { min, max } = spec.positionals;
  if (positionals.length > max) {
    throw new UsageError(
      `${first} takes ${max === 0 ? 'no arguments' : spec.usage.split(' --')[0]}, not ${positionals.join(' ')}: run deploy ${first} --help`,
    );
  }
  if (positionals.length < min) {
    throw new UsageError(
      `${first} needs ${spec.usage}: e.g. ${spec.examples[0] ?? `deploy ${first}`}`,
    );
  }
  const environment = values.env ?? 'local';
  if (typeof environment !== 'string' || environment.length === 0) {
    throw new UsageError('--env needs an environment name: e.g. --env local');
  }
  return { kind: 'run', command: first, positionals, options: values, environment };
}

/** A string option's value, if given. */
export function stringOption(options: OptionValues, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}

/** `--percent N`: a whole number from 1 to 100. */
export function percentOption(options: OptionValues): number {
  const text = stringOption(options, 'percent');
  if (text === undefined) {
    throw new UsageError(
      'canary needs --percent N, the share of browsers that get the candidate: e.g. --percent 5',
    );
  }
  const percent = Number(text);
  if (!/^\d+$/.test(text) || percent < CANARY_PERCENT.min || percent > CANARY_PERCENT.max) {
    throw new UsageError(
      `--percent ${text} is not a share of browsers: give a whole number from ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}, e.g. --percent 5`,
    );
  }
  return percent;
}

/** A number option that must be at least `min`: its value, or `fallback` when not given. */
export function numberOption(
  options: OptionValues,
  name: string,
  fallback: number,
  min = 0,
): number {
  const text = stringOption(options, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min) {
    throw new UsageError(
      `--${name} ${text} is not a number of at least ${min}: e.g. --${name} ${fallback}`,
    );
  }
  return value;
}
