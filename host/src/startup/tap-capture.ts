// A tap on a server-rendered page before the app has hydrated it would do nothing: no listener
// exists yet. The page's HTML carries this capture (its render writes it, nonce'd); the bootstrap
// replays what it held once the app has hydrated.

/** The property of `document` under which the capture keeps its queue until the app takes it. */
const QUEUE = 'vsgCapturedTaps';

interface CapturingDocument extends Document {
  [QUEUE]?: { targets: Element[]; stop: () => void };
}

/** Runs in the page, from the HTML, before any of the app's code: holds each click on the app. */
function captureTaps(queue: string): void {
  const page = document as Document & Record<string, unknown>;
  const targets: Element[] = [];
  const hold = (event: Event) => {
    const { target } = event;
    const root = document.getElementById('root');
    if (!(target instanceof Element) || root === null || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    targets.push(target);
  };
  document.addEventListener('click', hold, true);
  page[queue] = { targets, stop: () => document.removeEventListener('click', hold, true) };
}

/** The inline script the server writes into a rendered page. */
export const TAP_CAPTURE_SCRIPT = `(${captureTaps.toString()})(${JSON.stringify(QUEUE)});`;

/**
 * Where the held taps are made again: at the root, or in a remote's area, which hydrates after the
 * root (its own Suspense boundary); a tap made there before would find its control not yet React's.
 */
let replayIn: 'root' | 'remote area' = 'root';

/** The first page's remote area is server-rendered: the taps wait for it to hydrate. */
export function replayTapsInRemoteArea(): void {
  replayIn = 'remote area';
}

/** Once `where` has hydrated: the capture stops, and each tap it held is made again. */
export function replayCapturedTaps(where: 'root' | 'remote area'): void {
  if (where !== replayIn) return;
  const page: CapturingDocument = document;
  const captured = page[QUEUE];
  if (captured === undefined) return;
  captured.stop();
  page[QUEUE] = undefined;
  for (const target of captured.targets) {
    if (target.isConnected && target instanceof HTMLElement) target.click();
  }
}
