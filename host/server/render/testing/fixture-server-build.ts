// For tests: the fixture remote's server build, made as its release makes it (one real container).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { createServerConfig, SERVER_ENTRY_FILE, sharedConfig } from 'webpack-config';
import type { SharedVersions } from '../host-shared';

const workspace = join(__dirname, '../../../..');

export const sriOf = (data: Uint8Array): string =>
  `sha384-${createHash('sha384').update(data).digest('base64')}`;

/** Builds `tooling/fixtures/remote-extra`'s server build; its bytes and integrity. */
export async function buildFixtureServerBuild(): Promise<{ bytes: Buffer; integrity: string }> {
  const dist = mkdtempSync(join(tmpdir(), 'server-build-'));
  try {
    const config = createServerConfig({
      dir: join(workspace, 'tooling/fixtures/remote-extra'),
      name: 'remote_extra',
      exposes: { './app': './src/remote-app.tsx' },
      dist,
    });
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
      webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
    );
    if (!stats || stats.hasErrors()) throw new Error(stats?.toString('errors-only') ?? 'no stats');
    const bytes = readFileSync(join(dist, SERVER_ENTRY_FILE));
    return { bytes, integrity: sriOf(bytes) };
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** The shared modules' versions as the host's build records them. */
export const hostSharedVersions = (): SharedVersions => sharedConfig(join(workspace, 'host'));
