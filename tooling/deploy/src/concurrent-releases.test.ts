// Issue 33's "20 concurrent releases": separate deploy processes releasing new versions of the three
// remotes at the same moment, interleaved, into one deploy root. Each update of the registry holds
// its lock (registry-lock.ts), so every version ends up in its remote's history and none is lost.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRegistry } from './registry';
import { runDeploy, writeBuild, writeReleasedHost } from './testing';

const REMOTES = [
  { key: 'settings', pkg: 'remote-settings' },
  { key: 'onboarding', pkg: 'remote-onboarding' },
  { key: 'dashboard', pkg: 'remote-dashboard' },
] as const;
const RELEASES = 20;
// Twenty Node processes start at once: the bound leaves room for a machine other jobs load too.
const TIMEOUT_MS = 120_000;

test(
  '20 concurrent releases of the three remotes lose no version',
  async () => {
    const deployRoot = mkdtempSync(join(tmpdir(), 'deploy-concurrent-'));
    writeReleasedHost(deployRoot);
    // Builds made elsewhere (as CI artifacts would be), released with --from into the workspace's
    // real remotes and their origins.
    const builds = mkdtempSync(join(tmpdir(), 'deploy-builds-'));
    const releases = Array.from({ length: RELEASES }, (_, index) => {
      const remote = REMOTES[index % REMOTES.length] ?? REMOTES[0];
      return { ...remote, version: `1.0.${index}`, from: writeBuild(builds, remote.pkg) };
    });

    const runs = await Promise.all(
      releases.map(({ key, version, from }) =>
        runDeploy(
          ['release', key, '--version', version, '--from', from, '--skip-smoke'],
          deployRoot,
        ),
      ),
    );

    for (const run of runs) expect(run).toMatchObject({ code: 0, stderr: '' });
    const registry = readRegistry(join(deployRoot, 'registry', 'local.json'), 'local');
    for (const { key } of REMOTES) {
      const released = releases.filter((release) => release.key === key).map((r) => r.version);
      const entry = registry.remotes[key];
      const inOrder = [...(entry?.history ?? []).map((old) => old.version), entry?.version];
      // Every version once: in force or on the history.
      expect([...inOrder].sort()).toEqual([...released].sort());
      // Each release moved the remote on from the version the one before it left: a chain with no
      // two releases starting from the same version (which would be a lost update).
      const moves = runs
        .flatMap((run) => run.stdout.split('\n'))
        .flatMap((line) => {
          const move = new RegExp(`^${key}: (\\S+) -> (\\S+) \\(local\\)$`).exec(line);
          return move ? [{ from: move[1], to: move[2] }] : [];
        });
      const chain = inOrder.map((version, index) => ({
        from: inOrder[index - 1] ?? 'none',
        to: version,
      }));
      expect(moves).toEqual(expect.arrayContaining(chain));
      expect(moves).toHaveLength(chain.length);
      // The latest of them is the one in force.
      expect(entry?.version).toBe(chain.at(-1)?.to);
    }
  },
  TIMEOUT_MS,
);
