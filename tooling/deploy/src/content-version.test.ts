import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentVersion } from './content-version';

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

test('the same build gets the same version, any change another', () => {
  const files = { 'remoteEntry.js': 'a();', 'chunks/b.12345678.js': 'b();' };
  const version = contentVersion('1.0.0', build(files));
  expect(version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  expect(contentVersion('1.0.0', build(files))).toBe(version);
  expect(contentVersion('1.0.0', build({ ...files, 'remoteEntry.js': 'a( );' }))).not.toBe(version);
  // A renamed file is another build too.
  expect(
    contentVersion('1.0.0', build({ 'remoteEntry.js': 'a();', 'chunks/c.12345678.js': 'b();' })),
  ).not.toBe(version);
});
