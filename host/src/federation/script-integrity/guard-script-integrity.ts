/** How a file must be fetched: the integrity the browser checks, and the CORS mode that needs. */
export interface ScriptIntegrity {
  integrity: string;
  /** `anonymous` for another origin (Subresource Integrity needs CORS there); null on the page's. */
  crossOrigin: string | null;
}

/** The integrity of the file at `url` (absolute), or undefined to load it as it is. */
export type ScriptIntegrityOf = (url: string) => ScriptIntegrity | undefined;

/** The URL of code or styles an element loads, if it loads any. */
function loadedUrlOf(node: Node): string | undefined {
  if (node.nodeName === 'SCRIPT') return (node as HTMLScriptElement).src || undefined;
  if (node.nodeName !== 'LINK') return undefined;
  const link = node as HTMLLinkElement;
  const loads =
    link.rel === 'stylesheet' ||
    link.rel === 'modulepreload' ||
    (link.rel === 'preload' && (link.as === 'script' || link.as === 'style'));
  return loads ? link.href || undefined : undefined;
}

/**
 * The files with an integrity that failed to load on this page, by URL, with that integrity: the
 * network failed, or the browser refused their bytes. A failed load of a remote asks which (ADR 0027).
 */
export const failedScripts = new Map<string, string>();

/**
 * Gives an element the integrity of what it loads, unless it has one already (a remote's entry gets
 * its own from the federation runtime's hook), and notes its failure.
 */
export function applyScriptIntegrity(node: Node, integrityOf: ScriptIntegrityOf): void {
  const url = loadedUrlOf(node);
  if (url === undefined) return;
  const element = node as Element;
  if (!element.hasAttribute('integrity')) {
    const found = integrityOf(url);
    if (found === undefined) return;
    element.setAttribute('integrity', found.integrity);
    if (found.crossOrigin !== null) element.setAttribute('crossorigin', found.crossOrigin);
  }
  const integrity = element.getAttribute('integrity') ?? '';
  // Capturing, so before the loader's own `onerror`: the load's rejection, and the question why,
  // run in the microtasks that follow that handler, before any later listener.
  element.addEventListener('error', () => failedScripts.set(url, integrity), true);
}

/**
 * Every `<script>` and stylesheet or script preload put into `head` gets its integrity before the
 * browser fetches it (the fetch starts on insertion). Webpack's chunk loader in each remote's entry,
 * the federation runtime and the host's own chunk loader all insert their elements into
 * `document.head`, and none of them asks the federation runtime's `createScript` hook about a chunk:
 * this is the one place every script of a remote passes (ADR 0027). Returns the undoing function.
 */
export function guardScriptIntegrity(
  integrityOf: ScriptIntegrityOf,
  head: HTMLHeadElement = document.head,
): () => void {
  const { appendChild, insertBefore } = head;
  head.appendChild = function <T extends Node>(node: T): T {
    applyScriptIntegrity(node, integrityOf);
    return appendChild.call(this, node) as T;
  };
  head.insertBefore = function <T extends Node>(node: T, child: Node | null): T {
    applyScriptIntegrity(node, integrityOf);
    return insertBefore.call(this, node, child) as T;
  };
  return () => {
    head.appendChild = appendChild;
    head.insertBefore = insertBefore;
  };
}

/**
 * The integrity the page's HTML gave a preload of `url` (the host's own start-up chunks, a remote's
 * page chunks): the script that uses the preload must be fetched the same way, or the browser
 * fetches the file a second time.
 */
export function preloadIntegrityOf(
  url: string,
  root: ParentNode = document,
): ScriptIntegrity | undefined {
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[rel="preload"][integrity]')) {
    const integrity = link.getAttribute('integrity');
    if (link.href === url && integrity) {
      return { integrity, crossOrigin: link.getAttribute('crossorigin') };
    }
  }
  return undefined;
}
