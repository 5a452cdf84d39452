// deploy: versioned artifacts, a remotes registry per environment, rollback. `deploy --help`
// lists the commands (command-line.ts); this file runs the one asked for. A refusal is printed as
// one line, `deploy: <what is wrong>: <what to do>`, with a non-zero exit code and no stack trace
// (DEPLOY_DEBUG=1 prints the stack too).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { healthTokenFrom, TELEMETRY_ORIGIN } from 'telemetry';
import { commitOf } from './artifacts';
import { DEFAULT_WATCH_POLICY } from './canary-verdict';
import {
  numberOption,
  parseCommandLine,
  percentOption,
  stringOption,
  UsageError,
  type CommandLine,
} from './command-line';
import {
  abort,
  apiOriginOf,
  canaryThroughGate,
  promoteThroughGate,
  registryFileOf,
  release,
  releaseHost,
  rollBack,
  statusLines,
  writeDevRegistry,
  type DeployContext,
} from './commands';
import type { GateOptions } from './gate';
import { superviseHostRender } from './host-render';
import { renderNginxConfig, runNginx } from './nginx';
import { readRegistry } from './registry';
import { readSnapshot, replayPersona, replayPlan } from './replay';
import { openReplay } from './replay-browser';
import { prometheusHealth } from './prometheus-health';
import { watchExitCode, watchOnce, type WatchPass } from './watch';
import { findRemote, platformRemotes, remotePackages } from './workspace';
import { messageOf } from './message-of';

const REPO = resolve(import.meta.dirname, '../../..');
// The host's port per environment (the remotes' origins are in their own package.json), and its
// rendering process's, on 127.0.0.1 behind nginx (`deploy serve`).
const HOST_PORTS: Record<string, number> = { local: 3000, 'local-alt': 4000 };
const RENDER_PORTS: Record<string, number> = { local: 3090, 'local-alt': 4090 };
const TLS_PORTS: Record<string, number> = { local: 3443, 'local-alt': 4443 };

/** Exit codes: a command line deploy cannot read, and a command that refused or failed. */
const EXIT_USAGE = 2;
const EXIT_REFUSED = 1;

/**
 * The promotion gate's options (ADR 0022): its composed smoke unless --skip-smoke (tests about
 * something else), seen as the persona --smoke-persona names, else the remote's package.json.
 */
function gateOptions(
  options: Extract<CommandLine, { kind: 'run' }>['options'],
  key: string | undefined,
): GateOptions {
  const persona =
    stringOption(options, 'smoke-persona') ??
    remotePackages(REPO).find((remote) => remote.key === key || remote.name === key)?.smokePersona;
  return { smoke: options['skip-smoke'] !== true, ...(persona ? { persona } : {}) };
}

async function run(line: Extract<CommandLine, { kind: 'run' }>): Promise<void> {
  const { command, positionals, options, environment } = line;
  const context: DeployContext = {
    repo: REPO,
    deployRoot: resolve(process.env.DEPLOY_ROOT ?? join(REPO, 'deploy')),
    environment,
    now: new Date(),
    commit: commitOf(REPO),
    hostPort: HOST_PORTS[environment] ?? 3000,
    tlsPort: TLS_PORTS[environment] ?? 3443,
    renderPort: RENDER_PORTS[environment] ?? 3090,
    apiOrigin: apiOriginOf(),
    log: (text) => console.log(text),
  };
  const [target] = positionals;
  const version = stringOption(options, 'version');
  const from = stringOption(options, 'from');
  const releaseOptions = { ...(version ? { version } : {}), ...(from ? { from } : {}) };
  const gateFor = (key: string | undefined) => gateOptions(options, key);
  switch (command) {
    case 'release':
      if (options.all === true) {
        if (target !== undefined) {
          throw new UsageError(
            `release --all releases every remote: leave out ${target}, or leave out --all`,
          );
        }
        if (version || from) {
          throw new UsageError(
            '--all releases each build as it is: leave out --version and --from, or name one remote',
          );
        }
        // The host first: every remote is checked against the host it will be served in.
        releaseHost(context);
        for (const remote of platformRemotes(REPO)) {
          await release(context, remote, gateFor(remote.key));
        }
      } else if (target === undefined) {
        throw new UsageError(
          'release needs what to release: a remote (e.g. deploy release settings), host, or --all',
        );
      } else if (target === 'host') releaseHost(context, releaseOptions);
      else {
        const remote = findRemote(remotePackages(REPO), target);
        await release(context, remote, { ...releaseOptions, ...gateFor(remote.key) });
      }
      return;
    case 'rollback':
      rollBack(context, target ?? '');
      return;
    case 'canary': {
      const [, candidate] = positionals;
      const percent = percentOption(options);
      const remote = findRemote(remotePackages(REPO), target ?? '');
      await canaryThroughGate(context, remote, candidate, percent, {
        ...(from ? { from } : {}),
        ...gateFor(remote.key),
      });
      return;
    }
    case 'promote':
      await promoteThroughGate(context, target ?? '', gateFor(target));
      return;
    case 'abort':
      abort(context, target ?? '');
      return;
    case 'watch':
      await watch(context, target, options);
      return;
    case 'status':
      for (const text of statusLines(context)) console.log(text);
      return;
    case 'dev-registry':
      console.log(`wrote ${writeDevRegistry(context, platformRemotes(REPO))}`);
      return;
    case 'replay':
      await replay(context, target ?? '', options);
      return;
    case 'serve': {
      const registry = readRegistry(registryFileOf(context), context.environment);
      const config = renderNginxConfig({ ...context, registry });
      // The pages' rendering process first: nginx serves the built page until it answers.
      const render = superviseHostRender({ ...context, port: context.renderPort });
      const stopRender = () => void render.stop();
      process.once('SIGINT', stopRender);
      process.once('SIGTERM', stopRender);
      try {
        process.exitCode = await runNginx(context.deployRoot, context.environment, config);
      } finally {
        await render.stop();
      }
      return;
    }
  }
}

/**
 * `deploy replay`: the snapshot opened on the platform the environment's registry describes, or
 * its address and cookie printed (--print, or a machine without a display).
 */
async function replay(
  context: DeployContext,
  file: string,
  options: Extract<CommandLine, { kind: 'run' }>['options'],
): Promise<void> {
  // `npm run replay -- file` runs from the repository's root: the file is the caller's.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`cannot read ${path}: save the debug panel's snapshot there`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      `${path} is not JSON: paste the debug panel's snapshot into it as it was copied`,
    );
  }
  const snapshot = readSnapshot(parsed);
  const plan = replayPlan(
    snapshot,
    readRegistry(registryFileOf(context), context.environment),
    `http://localhost:${context.hostPort}`,
  );
  const { persona, why } = replayPersona(
    snapshot,
    stringOption(options, 'persona'),
    await sandboxPersonas(context.apiOrigin),
  );
  if (options.print === true || !process.env.DISPLAY) {
    if (options.print !== true) {
      console.log(
        'no display to open a browser on (DISPLAY is not set): the replay, to open by hand:',
      );
    }
    console.log(`open ${plan.address}`);
    for (const { name, value } of plan.cookies) console.log(`with the cookie ${name}=${value}`);
    console.log(`signed in ${why}`);
    return;
  }
  console.log(`replay: signed in ${why}`);
  await openReplay(plan, { persona, apiOrigin: context.apiOrigin });
}

/** The sandbox's personas and their user ids; null where the sandbox does not answer. */
async function sandboxPersonas(
  apiOrigin: string,
): Promise<{ persona: string; userId: number }[] | null> {
  try {
    const answer = await fetch(`${apiOrigin}/__test/personas`, {
      signal: AbortSignal.timeout(3000),
    });
    return answer.ok ? ((await answer.json()) as { persona: string; userId: number }[]) : null;
  } catch {
    return null;
  }
}

/** `deploy watch`: one look with --once, else a look every --interval until stopped. */
async function watch(
  context: DeployContext,
  remote: string | undefined,
  options: Extract<CommandLine, { kind: 'run' }>['options'],
): Promise<void> {
  const policy = {
    ...DEFAULT_WATCH_POLICY,
    minSample: numberOption(options, 'min-sample', DEFAULT_WATCH_POLICY.minSample, 1),
    maxFailureRateIncrease:
      numberOption(
        options,
        'max-failure-increase',
        DEFAULT_WATCH_POLICY.maxFailureRateIncrease * 100,
      ) / 100,
    maxLatencyIncrease:
      numberOption(options, 'max-latency-increase', DEFAULT_WATCH_POLICY.maxLatencyIncrease * 100) /
      100,
  };
  const intervalMs = numberOption(options, 'interval', 60, 1) * 1000;
  const look = () =>
    watchOnce({
      registry: readRegistry(registryFileOf(context), context.environment),
      telemetry: stringOption(options, 'telemetry') ?? TELEMETRY_ORIGIN,
      ...healthTokenOf(),
      ...prometheusOf(stringOption(options, 'prometheus')),
      ramp: options.ramp === true,
      policy,
      ...(remote === undefined ? {} : { remote }),
      log: (line) => console.log(line),
      actions: {
        abort: (key) => abort(context, key),
        promote: (key) => promoteThroughGate(context, key, gateOptions(options, key)),
        ramp: (key, version, percent) =>
          canaryThroughGate(
            context,
            findRemote(remotePackages(REPO), key),
            version,
            percent,
            gateOptions(options, key),
          ),
      },
    });
  if (options.once === true) {
    process.exitCode = watchExitCode(await look());
    return;
  }
  for (;;) {
    // A look that fails (the receiver restarting) is said, and the next one comes as planned.
    await look().catch((error: unknown) => console.error(`deploy: ${messageOf(error)}`));
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}

/** With `--prometheus URL`, the releases' health from there, each query printed with its answer. */
function prometheusOf(url: string | undefined): Pick<WatchPass, 'health'> {
  return url === undefined
    ? {}
    : { health: prometheusHealth({ url, log: (line) => console.log(line) }) };
}

/** The receiver's health token: the environment's, else the one a local platform keeps. */
function healthTokenOf(): { healthToken?: string } {
  const token = healthTokenFrom(join(REPO, '.state'));
  return token ? { healthToken: token } : {};
}

function fail(error: unknown): void {
  const message = messageOf(error);
  console.error(`deploy: ${message}`);
  if (process.env.DEPLOY_DEBUG === '1' && error instanceof Error && error.stack) {
    console.error(error.stack);
  }
  process.exitCode = error instanceof UsageError ? EXIT_USAGE : EXIT_REFUSED;
}

try {
  const line = parseCommandLine(process.argv.slice(2));
  if (line.kind === 'help') console.log(line.text);
  else await run(line);
} catch (error) {
  fail(error);
}
