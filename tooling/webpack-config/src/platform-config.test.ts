import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPlatformConfig } from './platform-config';

const local = {
  customerServicePhone: '1-800-555-0100',
  supportEmail: 'support@local.example.test',
  mediaOrigin: 'https://media.local.example.test',
  freeTrialVideoUrl: 'https://media.local.example.test/overview.mp4',
  freeTrialFaqUrl: 'https://help.local.example.test/faq',
  freeTrialTermsUrl: 'https://legal.local.example.test/terms',
  telemetryEndpoint: '/telemetry/v1/logs',
};

function configDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'platform-config-'));
  for (const [name, value] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return dir;
}

test("the build takes each environment's file; an environment without one has no values", () => {
  expect(readPlatformConfig(configDir({ 'local.json': local, 'notes.json': {} }))).toEqual({
    local,
  });
});

test('a bad file fails the build, naming the file and the field', () => {
  const dir = configDir({ 'local.json': local, 'prod.json': { ...local, supportEmail: 'x' } });
  expect(() => readPlatformConfig(dir)).toThrow(
    `configuration: ${join(dir, 'prod.json')}: supportEmail must be an email address`,
  );
  const broken = configDir({ 'beta.json': '{' });
  expect(() => readPlatformConfig(broken)).toThrow(`${join(broken, 'beta.json')}: `);
});

test("the repository's local configuration passes the schema", () => {
  expect(Object.keys(readPlatformConfig())).toContain('local');
});
