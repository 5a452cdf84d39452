import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requiredVersionOf, sharedConfig } from './shared-singletons';

const workspace = join(__dirname, '../../..');

interface PackageJson {
  version: string;
  dependencies: Record<string, string>;
}

const packageJson = (name: string): PackageJson =>
  JSON.parse(readFileSync(join(workspace, name, 'package.json'), 'utf8')) as PackageJson;

test("a workspace dependency's range is what the app needs; otherwise the built major", () => {
  expect(requiredVersionOf('workspace:^2.1.0', '2.1.0')).toBe('^2.1.0');
  expect(requiredVersionOf('workspace:~2.1.3', '2.1.4')).toBe('~2.1.3');
  expect(requiredVersionOf('workspace:^', '2.1.0')).toBe('^2.1.0');
  expect(requiredVersionOf('workspace:*', '2.1.0')).toBe('^2.0.0');
  expect(requiredVersionOf(undefined, '2.1.0')).toBe('^2.0.0');
});

test('each remote declares the shared-contracts its host must have; the host, the major it built', () => {
  const built = packageJson('shared-contracts').version;
  for (const remote of ['remote-onboarding', 'remote-settings', 'remote-dashboard']) {
    const shared = sharedConfig(join(workspace, remote), { consumeOnly: true });
    const declared = packageJson(remote).dependencies['shared-contracts'] ?? '';
    expect(declared).toMatch(/^workspace:\^\d+\.[1-9]\d*\.\d+$/);
    const needs = declared.replace('workspace:', '');
    expect(shared['shared-contracts/platform']?.requiredVersion).toBe(needs);
    expect(shared['shared-contracts/api']?.requiredVersion).toBe(needs);
    // A library keeps the major it was built against.
    expect(shared.react?.requiredVersion).toBe('^19.0.0');
  }
  const host = sharedConfig(join(workspace, 'host'), { consumeOnly: true });
  expect(host['shared-contracts/platform']?.requiredVersion).toBe(`^${built.split('.')[0]}.0.0`);
});
