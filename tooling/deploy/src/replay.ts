// `deploy replay <snapshot.json>` (ADR 0031): a field report's composition, as the host's
// debug panel copies it, opened again on the local platform. Each remote is pinned to the snapshot's
// version through the host's own override (ADR 0029, `?vsg-override=`), which loads only releases
// the registry holds; the flags go in the `feature-overrides` cookie, which the local variant reads
// as gamma does (ADR 0031). This file makes the plan; cli.ts opens it.
import * as v from 'valibot';
import { FEATURE_OVERRIDES_COOKIE } from 'shared-contracts/constants';
import { releasesOf } from 'shared-contracts/registry-schema';
import type { CompositionSnapshot } from 'shared-contracts/telemetry';
import type { Registry } from './registry';

/** A flag's name as the provider's service spells them: lower-case words and digits. */
const FLAG_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** The query parameter the host takes a remote's pin from (ADR 0029). */
export const OVERRIDE_PARAM = 'vsg-override';

/**
 * Whether `route` stays on the origin it is opened on: `//evil.example/x` and `/\evil.example` start
 * with a slash too, and open another site in the developer's signed-in browser.
 */
function isSameOriginPath(route: string): boolean {
  const base = 'http://host.invalid';
  return new URL(route, base).origin === base;
}

const snapshotSchema = v.object(
  {
    snapshot: v.literal(1, 'must be 1, the only snapshot format this replay reads'),
    environment: v.picklist(['local', 'beta', 'gamma', 'prod'], 'must be an environment'),
    route: v.pipe(
      v.string('must be a path'),
      v.startsWith('/', 'must be a path starting with /'),
      v.check(isSameOriginPath, 'must be a path on the host, not an address elsewhere'),
    ),
    remotes: v.record(v.string(), v.pipe(v.string(), v.nonEmpty()), 'must map remotes to versions'),
    flags: v.record(
      v.pipe(v.string(), v.regex(FLAG_NAME, 'must name flags')),
      v.boolean(),
      'must map flags to true or false',
    ),
    userId: v.optional(v.pipe(v.number('must be a user id'), v.integer(), v.minValue(1))),
  },
  'must be a snapshot copied from the debug panel',
);

/** What the browser is given: the address to open and the cookies to set before. */
export interface ReplayPlan {
  address: string;
  cookies: { name: string; value: string }[];
}

/** The snapshot checked, or a sentence naming the first field that is wrong. */
export function readSnapshot(value: unknown): CompositionSnapshot {
  const checked = v.safeParse(snapshotSchema, value);
  if (checked.success) return checked.output satisfies CompositionSnapshot;
  const [issue] = checked.issues;
  const path = issue.path?.map((step) => String(step.key)).join('.') ?? 'the snapshot';
  throw new Error(`${path} ${issue.message}`);
}

/** Whether the registry holds `version` of `remote`: its stable, its candidate or its history. */
const holds = (registry: Registry, remote: string, version: string): boolean =>
  releasesOf(registry.remotes[remote]).some((release) => release.version === version);

/**
 * The plan that opens `snapshot` on the host at `hostOrigin` with `registry`'s releases; refused, in
 * one sentence naming what to do, when a remote or version is not in that registry.
 */
export function replayPlan(
  snapshot: CompositionSnapshot,
  registry: Registry,
  hostOrigin: string,
): ReplayPlan {
  const missing = Object.entries(snapshot.remotes).filter(
    ([remote, version]) => !holds(registry, remote, version),
  );
  if (missing.length > 0) {
    const named = missing.map(([remote, version]) => `${remote} ${version}`).join(', ');
    throw new Error(
      `the ${registry.environment} registry has no ${named}: release ${missing.length === 1 ? 'it' : 'them'} first (deploy release <remote> --version <version> --from <its build>)`,
    );
  }
  const address = new URL(snapshot.route, hostOrigin);
  const pins = Object.entries(snapshot.remotes).map(([remote, version]) => `${remote}@${version}`);
  if (pins.length > 0) address.searchParams.set(OVERRIDE_PARAM, pins.join(','));
  return {
    address: address.href,
    cookies: [
      { name: FEATURE_OVERRIDES_COOKIE, value: encodeURIComponent(JSON.stringify(snapshot.flags)) },
    ],
  };
}

/** The persona a replay signs in as when the snapshot names no user the sandbox has. */
export const DEFAULT_REPLAY_PERSONA = 'owner-complete';

/**
 * Who a replay signs in as, and why (`as <persona>, <reason>`): `--persona` where given, else the
 * sandbox persona with the snapshot's user id (`personas`, sandbox-api's `/__test/personas`),
 * else DEFAULT_REPLAY_PERSONA.
 */
export function replayPersona(
  snapshot: Pick<CompositionSnapshot, 'userId'>,
  given: string | undefined,
  personas: readonly { persona: string; userId: number }[] | null,
): { persona: string; why: string } {
  if (given !== undefined) return { persona: given, why: `as ${given} (--persona)` };
  const { userId } = snapshot;
  if (userId === undefined) {
    return {
      persona: DEFAULT_REPLAY_PERSONA,
      why: `as ${DEFAULT_REPLAY_PERSONA}: the snapshot names no user (give --persona)`,
    };
  }
  const found = personas?.find((persona) => persona.userId === userId);
  if (found) {
    return {
      persona: found.persona,
      why: `as ${found.persona}, the snapshot's user ${userId}`,
    };
  }
  return {
    persona: DEFAULT_REPLAY_PERSONA,
    why: `as ${DEFAULT_REPLAY_PERSONA}: the sandbox has no persona with the snapshot's user ${userId} (give --persona)`,
  };
}
