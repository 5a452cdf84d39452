// `deploy watch` (ADR 0018): compares each candidate with its stable version in the field
// telemetry the receiver keeps (tooling/telemetry) and acts on the verdict (canary-verdict.ts):
// abort, ramp, promote, or wait. Every decision is printed with its figures.
import { HEALTH_TOKEN_ENV, type ReleaseHealth } from 'telemetry';
import { canaryVerdict, type Verdict, type WatchPolicy } from './canary-verdict';
import type { Registry } from './registry';
import { messageOf } from './message-of';

/** What a verdict does to the registry: the deploy commands, given by the caller. */
export interface WatchActions {
  abort(remote: string): void | Promise<void>;
  /** Through the promotion gate for a new candidate; a ramp of the same one needs none. */
  ramp(remote: string, version: string, percent: number): void | Promise<void>;
  /** Through the promotion gate (ADR 0022). */
  promote(remote: string): void | Promise<void>;
}

export interface WatchPass {
  registry: Registry;
  /** The receiver's origin, e.g. http://127.0.0.1:3200. */
  telemetry: string;
  /** The token the receiver's health endpoint asks for (`VSG_HEALTH_TOKEN`). */
  healthToken?: string;
  /**
   * Where the releases' health comes from instead of the receiver's health endpoint (Prometheus,
   * prometheus-health.ts).
   */
  health?: (remote: string, since: number | undefined) => Promise<ReleaseHealth[]>;
  ramp: boolean;
  policy: WatchPolicy;
  /** Only this remote's candidate; every candidate when absent. */
  remote?: string;
  actions: WatchActions;
  log(line: string): void;
  fetch?: typeof fetch;
}

/** Each release's health for `remote`, from the records since `since` (ms since the epoch) if given. */
async function healthOf(
  pass: WatchPass,
  remote: string,
  since: number | undefined,
): Promise<ReleaseHealth[]> {
  const url = new URL('/v1/health', pass.telemetry);
  url.searchParams.set('remote', remote);
  if (since !== undefined) url.searchParams.set('since', String(since));
  const send = pass.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, {
      signal: AbortSignal.timeout(5000),
      headers: pass.healthToken ? { authorization: `Bearer ${pass.healthToken}` } : {},
    });
  } catch (error) {
    throw new Error(
      `the telemetry receiver at ${pass.telemetry} does not answer (${messageOf(error)}): start it (node scripts/pnpm.mjs --filter telemetry start) or give --telemetry URL`,
      { cause: error },
    );
  }
  if (response.status === 401) {
    throw new Error(
      `the telemetry receiver at ${pass.telemetry} refused the health query: set ${HEALTH_TOKEN_ENV} to the token it was started with`,
    );
  }
  if (!response.ok) {
    throw new Error(
      `the telemetry receiver at ${pass.telemetry} answered ${response.status} for ${remote}: check that --telemetry names the receiver`,
    );
  }
  const body = (await response.json()) as { releases?: ReleaseHealth[] };
  return body.releases ?? [];
}

const outcome = (verdict: Verdict) =>
  verdict.action === 'ramp' ? `ramp to ${verdict.percent} %` : verdict.action;

/**
 * `deploy watch --once`'s exit code, which tells cron what the look did: 0 nothing changed (it waits,
 * a candidate is healthy, there is none), 3 a candidate was aborted, 4 ramped, 5 promoted; with
 * several, the first of abort, promote and ramp among them. 1 and 2 stay a refusal and a usage
 * mistake, as for every command.
 */
export const WATCH_EXIT_CODES = { aborted: 3, ramped: 4, promoted: 5 } as const;

export function watchExitCode(verdicts: readonly Verdict[]): number {
  const did = (action: Verdict['action']) => verdicts.some((verdict) => verdict.action === action);
  if (did('abort')) return WATCH_EXIT_CODES.aborted;
  if (did('promote')) return WATCH_EXIT_CODES.promoted;
  if (did('ramp')) return WATCH_EXIT_CODES.ramped;
  return 0;
}

/** One look at every candidate (or the one named): its verdict printed, then carried out. */
export async function watchOnce(pass: WatchPass): Promise<Verdict[]> {
  const candidates = Object.entries(pass.registry.remotes).filter(
    ([key, entry]) => entry.candidate && (pass.remote === undefined || pass.remote === key),
  );
  if (candidates.length === 0) {
    pass.log(
      pass.remote === undefined
        ? `watch: no candidate in ${pass.registry.environment}`
        : `watch: ${pass.remote} has no candidate in ${pass.registry.environment}`,
    );
    return [];
  }
  const verdicts: Verdict[] = [];
  for (const [key, entry] of candidates) {
    const candidate = entry.candidate;
    if (!candidate) continue;
    // A step is judged by its own views: those before a ramp were drawn at another percent and
    // may have been judged already, so they neither fill the sample nor hide a worse step.
    const since =
      candidate.stepStartedAt === undefined ? undefined : Date.parse(candidate.stepStartedAt);
    const releases = await (pass.health ? pass.health(key, since) : healthOf(pass, key, since));
    const verdict = canaryVerdict({
      candidate: releases.find(
        (release) => release.version === candidate.version && release.group === 'candidate',
      ),
      stable: releases.find(
        (release) => release.version === entry.version && release.group === 'stable',
      ),
      percent: candidate.percent,
      ...(candidate.stepStartedAt === undefined ? {} : { since: candidate.stepStartedAt }),
      ramp: pass.ramp,
      policy: pass.policy,
    });
    pass.log(
      `watch: ${key} ${candidate.version} (candidate at ${candidate.percent} %, stable ${entry.version ?? 'unversioned'}): ${outcome(verdict)}: ${verdict.reason}`,
    );
    if (verdict.action === 'abort') await pass.actions.abort(key);
    else if (verdict.action === 'ramp') {
      await pass.actions.ramp(key, candidate.version, verdict.percent);
    } else if (verdict.action === 'promote') await pass.actions.promote(key);
    verdicts.push(verdict);
  }
  return verdicts;
}
