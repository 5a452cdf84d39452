import { SCRIPT_INTEGRITY_FILE } from 'shared-contracts/registry';
import type { RegistryRemote } from 'shared-contracts/startup';

/** A release's script map read from `url`, checked against `digest`; else why it cannot be used. */
export type ReadScriptMap = (
  url: string,
  digest: string,
) => Promise<Record<string, string> | string>;

export type FetchBytes = (url: string) => Promise<ArrayBuffer>;

const fetchBytes: FetchBytes = async (url) => {
  const answer = await fetch(url, { credentials: 'omit' });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.arrayBuffer();
};

/** The Subresource Integrity of `bytes` (sha384), by the browser's or Node's Web Crypto. */
async function sriOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

const isMapEntries = (value: unknown): value is [string, string][] =>
  Array.isArray(value) &&
  value.every(
    (entry: unknown) =>
      Array.isArray(entry) &&
      entry.length === 2 &&
      typeof entry[0] === 'string' &&
      typeof entry[1] === 'string',
  );

/** Reads the map, taking it only when its bytes are the ones the digest names. */
export async function readScriptMap(
  url: string,
  digest: string,
  read: FetchBytes = fetchBytes,
): Promise<Record<string, string> | string> {
  let bytes: ArrayBuffer;
  try {
    bytes = await read(url);
  } catch {
    return `its scripts' integrity could not be read (${url})`;
  }
  if ((await sriOf(bytes)) !== digest) {
    return `its scripts' integrity (${url}) is not the one it was released with`;
  }
  let entries: unknown;
  try {
    entries = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    entries = undefined;
  }
  return isMapEntries(entries)
    ? Object.fromEntries(entries)
    : `its scripts' integrity (${url}) is not a map of files`;
}

/**
 * A pinned release with the integrity of every script it loads: an earlier release's history
 * keeps its script map as one digest (the registry stays small), so the map is read from the
 * release's folder and taken only when its bytes are the digest's. A release that records its map
 * already is as it is. Otherwise the reason the pin may not load: a pin never loads a script
 * without the integrity it was released with. A release from before scripts were recorded has
 * its entry's integrity alone: refused where `strict` (prod), loaded so elsewhere, as then.
 */
export async function withScriptIntegrity(
  release: RegistryRemote & { scriptIntegrityDigest?: unknown },
  strict: boolean,
  read: ReadScriptMap = readScriptMap,
): Promise<RegistryRemote | string> {
  const { scriptIntegrityDigest: digest, ...own } = release;
  if (own.scriptIntegrity !== undefined) return own;
  if (typeof digest !== 'string') {
    return strict ? 'it records no integrity for its scripts' : own;
  }
  const folder = own.entry.slice(0, own.entry.lastIndexOf('/') + 1);
  const map = await read(`${folder}${SCRIPT_INTEGRITY_FILE}`, digest);
  return typeof map === 'string' ? map : { ...own, scriptIntegrity: map };
}
