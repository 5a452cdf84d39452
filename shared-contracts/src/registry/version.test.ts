import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_CONTRACTS_VERSION } from './version';

test('the compiled-in version is the package version', () => {
  const manifest: unknown = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'),
  );
  expect(manifest).toEqual(expect.objectContaining({ version: SHARED_CONTRACTS_VERSION }));
});
