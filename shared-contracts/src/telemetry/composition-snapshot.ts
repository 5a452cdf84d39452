import type { Environment } from '../rules/environment';

/**
 * What a page was made of, as the host's debug panel copies it for a field report and the replay
 * (`npm run replay -- snapshot.json`, ADR 0031) opens again: the version of each remote, every
 * flag's value, the environment, the route and who was signed in. `snapshot` is the format's
 * version.
 */
export interface CompositionSnapshot {
  snapshot: 1;
  environment: Environment;
  route: string;
  /** Each remote's version, by its registry key. */
  remotes: Record<string, string>;
  flags: Record<string, boolean>;
  /** The signed-in user's id: a replay signs in as the sandbox persona with it (absent before 3.3.0). */
  userId?: number;
}
