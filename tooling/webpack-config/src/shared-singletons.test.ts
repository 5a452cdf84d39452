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

test("remote-onboarding declares the shared-contracts its host must have, settings the major's", () => {
  const onboarding = sharedConfig(join(workspace, 'remote-onboarding'), { consumeOnly: true });
  const settings = sharedConfig(join(workspace, 'remote-settings'), { consumeOnly: true });
  const declared = packageJson('remote-onboarding').dependencies['shared-contracts'] ?? '';
  const built = packageJson('shared-contracts').version;
  expect(declared).toMatch(/^workspace:\^\d+\.[1-9]\d*\.\d+$/);
  const needs = declared.replace('workspace:', '');
  expect(onboarding['shared-contracts/platform']?.requiredVersion).toBe(needs);
  expect(onboarding['shared-contracts/api']?.requiredVersion).toBe(needs);
  expect(settings['shared-contracts/platform']?.requiredVersion).toBe(
    `^${built.split('.')[0]}.0.0`,
  );
  // A library keeps the major it was built against.
  expect(onboarding.react?.requiredVersion).toBe('^19.0.0');
});
