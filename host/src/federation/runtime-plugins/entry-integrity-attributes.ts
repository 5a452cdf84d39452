/**
 * How a remote's remoteEntry.js is fetched: with the registry's Subresource Integrity and CORS
 * (which SRI needs), or, without one, as a plain script. A preload of the entry is only reused by
 * the script when both are fetched the same way.
 */
export function applyEntryIntegrity(
  element: Pick<Element, 'setAttribute'>,
  integrity: string | undefined,
): void {
  if (!integrity) return;
  element.setAttribute('integrity', integrity);
  element.setAttribute('crossorigin', 'anonymous');
}
