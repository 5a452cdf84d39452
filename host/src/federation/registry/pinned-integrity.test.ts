import { createHash } from 'node:crypto';
import { readScriptMap, withScriptIntegrity } from './pinned-integrity';

const map = { 'chunks/app.0123abcd.js': 'sha384-app', 'remoteEntry.js': 'sha384-entry' };
// The file's bytes as the deploy tool writes them: the entries, sorted, as JSON.
const text = JSON.stringify(Object.entries(map));
const digest = `sha384-${createHash('sha384').update(text).digest('base64')}`;
const bytes = (value: string) => () => Promise.resolve(new TextEncoder().encode(value).buffer);

test("a release's map is taken only when its bytes are the ones its digest names", async () => {
  const url = 'http://localhost:3001/1.1.0/script-integrity.json';
  expect(await readScriptMap(url, digest, bytes(text))).toEqual(map);
  expect(await readScriptMap(url, digest, bytes(text.replace('app', 'evil')))).toBe(
    `its scripts' integrity (${url}) is not the one it was released with`,
  );
  expect(await readScriptMap(url, digest, () => Promise.reject(new Error('404')))).toBe(
    `its scripts' integrity could not be read (${url})`,
  );
  const notMap = '{"remoteEntry.js":"x"}';
  const notMapDigest = `sha384-${createHash('sha384').update(notMap).digest('base64')}`;
  expect(await readScriptMap(url, notMapDigest, bytes(notMap))).toBe(
    `its scripts' integrity (${url}) is not a map of files`,
  );
});

test('the map is read beside the release’s entry, and a release that has its map keeps it', async () => {
  const release = {
    entry: 'http://localhost:3001/1.1.0/remoteEntry.js',
    name: 'remote_settings',
    module: './app' as const,
    mounts: [],
    pages: [],
    flags: [],
  };
  const read = jest.fn(() => Promise.resolve(map));
  expect(
    await withScriptIntegrity({ ...release, scriptIntegrityDigest: digest }, true, read),
  ).toEqual({ ...release, scriptIntegrity: map });
  expect(read).toHaveBeenCalledWith('http://localhost:3001/1.1.0/script-integrity.json', digest);
  expect(await withScriptIntegrity({ ...release, scriptIntegrity: map }, true, read)).toEqual({
    ...release,
    scriptIntegrity: map,
  });
  expect(read).toHaveBeenCalledTimes(1);
  expect(await withScriptIntegrity(release, false, read)).toEqual(release);
});
