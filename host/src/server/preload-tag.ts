import { attribute } from 'static-server';

/** `<link rel="preload" as="script">` of `href`, with `attributes` (escaped). */
export function preloadTag(
  href: string,
  attributes: ReadonlyMap<string, string> = new Map(),
): string {
  const extra = [...attributes].map(([name, value]) => ` ${name}="${attribute(value)}"`).join('');
  return `<link rel="preload" as="script" href="${attribute(href)}"${extra}>`;
}
