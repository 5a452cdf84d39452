const ALGORITHMS: Record<string, string> = {
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};

export type Digest = (algorithm: string, bytes: ArrayBuffer) => Promise<ArrayBuffer>;

const subtleDigest: Digest = (algorithm, bytes) => crypto.subtle.digest(algorithm, bytes);

function base64Of(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * After a script with an integrity failed to load, tells why: `false` when the server answers with
 * bytes whose digest is not that integrity (the browser refused a tampered or wrong file), `true`
 * when they match, `undefined` when the bytes cannot be had (the server is down: a plain failure).
 * Only a failed load asks, so this module is in a chunk of its own.
 */
export async function scriptMatchesIntegrity(
  url: string,
  integrity: string,
  fetchImpl: typeof fetch = fetch,
  digest: Digest = subtleDigest,
): Promise<boolean | undefined> {
  const [algorithm = '', expected = ''] = integrity.split('-', 2);
  const name = ALGORITHMS[algorithm];
  if (!name) return undefined;
  try {
    const response = await fetchImpl(url, { mode: 'cors', cache: 'no-cache' });
    if (!response.ok) return undefined;
    return base64Of(await digest(name, await response.arrayBuffer())) === expected;
  } catch {
    return undefined;
  }
}
