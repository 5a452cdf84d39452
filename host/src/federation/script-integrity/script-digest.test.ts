import { createHash, webcrypto } from 'node:crypto';
import { scriptMatchesIntegrity, type Digest } from './script-digest';

const RELEASED = 'var remote_settings = {};';
const integrity = `sha384-${createHash('sha384').update(RELEASED).digest('base64')}`;
const URL = 'http://localhost:3001/2.0.0/remoteEntry.js';
const digest: Digest = (algorithm, bytes) => webcrypto.subtle.digest(algorithm, bytes);
const serving = (body: string) => jest.fn(async () => new Response(body));

test('the released bytes match their integrity', async () => {
  const fetchImpl = serving(RELEASED);
  await expect(scriptMatchesIntegrity(URL, integrity, fetchImpl, digest)).resolves.toBe(true);
  expect(fetchImpl).toHaveBeenCalledWith(URL, { mode: 'cors', cache: 'no-cache' });
});

test('changed bytes do not', async () => {
  await expect(
    scriptMatchesIntegrity(URL, integrity, serving(`${RELEASED}/* tampered */`), digest),
  ).resolves.toBe(false);
});

test('a script that cannot be fetched, or an unknown algorithm, tells nothing', async () => {
  const down = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(scriptMatchesIntegrity(URL, integrity, down, digest)).resolves.toBeUndefined();
  const missing = jest.fn(async () => new Response('', { status: 404 }));
  await expect(scriptMatchesIntegrity(URL, integrity, missing, digest)).resolves.toBeUndefined();
  await expect(
    scriptMatchesIntegrity(URL, 'md5-abc', serving(RELEASED), digest),
  ).resolves.toBeUndefined();
});
