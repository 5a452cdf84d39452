import { attribute } from 'static-server';

/** `<link rel="preload" as="script">` of `href`, with `attributes` (escaped). */
export function preloadTag(
  href: string,
  attributes: ReadonlyMap<string, string> = new Map(),
): string {
  const extra = [...attributes].map(([name, value]) => ` ${name}="${attribute(value)}"`).join('');
  return `<link rel="preload" as="script" href="${attribute(href)}"${extra}>`;
}

/**
 * Below the start-up calls, which share the origin's six HTTP/1.1 connections with the code and
 * which the first render waits on (as the build's own preloads: webpack-config's
 * StartupPreloadPlugin).
 */
export const LOW_PRIORITY: ReadonlyMap<string, string> = new Map([['fetchpriority', 'low']]);
