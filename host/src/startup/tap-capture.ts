// A tap on a server-rendered page before the app has hydrated it would do nothing: no listener
// exists yet. The page's HTML carries this capture (its render writes it, nonce'd); the bootstrap
// replays what it held once the app has hydrated.

/** The property of `document` under which the capture keeps its queue until the app takes it. */
const QUEUE = 'vsgCapturedTaps';

/** A control the user acted on, and where it was: React may have rendered it again since. */
interface Held {
  element: Element;
  /** Its place under `#root`: the index of each element on the way, style elements left out. */
  path: number[];
  /** Its tag and text, to tell the same control rendered again from another in its place. */
  signature: string;
}

interface CapturingDocument extends Document {
  [QUEUE]?: { taps: Held[]; edits: Map<Element, Held & { value: string }>; stop: () => void };
}

/**
 * Its tag and text, the text of any style element in it left out: the server's HTML carries
 * emotion's style elements beside the elements they style, a browser's render does not.
 */
function signatureOf(element: Element): string {
  const text = (node: Node): string =>
    node instanceof HTMLStyleElement
      ? ''
      : node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : [...node.childNodes].map(text).join('');
  return `${element.tagName}:${text(element)}`;
}

/** The element's place under `#root`, style elements left out; null outside `#root`. */
function pathOf(element: Element): number[] | null {
  const path: number[] = [];
  for (let node = element; node.id !== 'root';) {
    const parent = node.parentElement;
    if (parent === null) return null;
    path.unshift([...parent.children].filter((child) => child.tagName !== 'STYLE').indexOf(node));
    node = parent;
  }
  return path;
}

/**
 * Runs in the page, from the HTML, before any of the app's code: holds each click on the app, and
 * notes what is typed or chosen in its fields.
 */
function captureTaps(queue: string, signature: typeof signatureOf, placeOf: typeof pathOf): void {
  const page = document as Document & Record<string, unknown>;
  const taps: Held[] = [];
  const edits = new Map<Element, Held & { value: string }>();
  const held = (target: EventTarget | null): Held | null => {
    if (!(target instanceof Element)) return null;
    const path = placeOf(target);
    return path === null ? null : { element: target, path, signature: signature(target) };
  };
  const hold = (event: Event) => {
    const tap = held(event.target);
    if (tap === null) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    taps.push(tap);
  };
  const note = ({ target }: Event) => {
    const typed = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    const field = held(target);
    if (field !== null && (typed || target instanceof HTMLSelectElement)) {
      edits.set(field.element, { ...field, value: target.value });
    }
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  page[queue] = {
    taps,
    edits,
    stop: () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', note, true);
      document.removeEventListener('change', note, true);
    },
  };
}

/** The inline script the server writes into a rendered page. */
export const TAP_CAPTURE_SCRIPT = `(${captureTaps.toString()})(${JSON.stringify(QUEUE)}, ${signatureOf.toString()}, ${pathOf.toString()});`;

/**
 * The held element as the page has it now: the element itself, or, where React rendered its part
 * of the page afresh instead of hydrating it, the same element in its place; else nothing.
 */
function liveControl({ element, path, signature }: Held): Element | null {
  if (element.isConnected) return element;
  let node: Element | undefined = document.getElementById('root') ?? undefined;
  for (const index of path) {
    node = [...(node?.children ?? [])].filter((child) => child.tagName !== 'STYLE')[index];
  }
  return node !== undefined && signatureOf(node) === signature ? node : null;
}

/**
 * A remote's area the server rendered hydrates after the root (its own Suspense boundary): a tap
 * replayed before it would find its control not yet React's, so the area holds the taps until it
 * has hydrated, or shown its boundary instead.
 */
let areaPending = false;

/** The server rendered the page's remote area: the held taps wait for it to hydrate. */
export function holdTapsForArea(): void {
  areaPending = true;
}

/** Whether the held taps are on their way out: they go once. */
let releasing = false;

/**
 * Once `where` has hydrated (or the area has failed): the capture stops once every control on the
 * page is React's, and each tap it held is made again. The root lets them go unless an area holds
 * them.
 */
export function replayCapturedTaps(where: 'root' | 'remote area'): void {
  if (where === 'root' && areaPending) return;
  areaPending = false;
  const page: CapturingDocument = document;
  const captured = page[QUEUE];
  if (captured === undefined || releasing) return;
  releasing = true;
  releaseOnceHydrated(page, captured, performance.now() + REPLAY_WAIT_MS);
}

/** How long held taps wait for the page's controls to be hydrated before they are made anyway. */
const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 20;
const CONTROLS = '#root :is(a, button, input, select, textarea, [tabindex])';

/**
 * Whether React has hydrated `element`: it keeps its fiber on each element it owns. A page that
 * hydrates in a transition commits its root before the Suspense boundaries inside it (a lazy
 * page), and a click on a control still in one would go nowhere.
 */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * What the capture holds goes in once its own controls are React's; the capture goes on holding
 * taps until every control on the page is React's (or the wait is over), then stops, and what it
 * held since goes in too, in order. React gives an element its fiber as it renders, before it
 * commits: a readiness is trusted once it is seen again after the next frame, by when React has
 * committed that render.
 */
function releaseOnceHydrated(
  page: CapturingDocument,
  captured: NonNullable<CapturingDocument[typeof QUEUE]>,
  deadline: number,
  seen = { held: false, all: false },
): void {
  const heldReady = [...captured.taps, ...captured.edits.values()].every((item) => {
    const control = liveControl(item);
    return control !== null && isHydrated(control);
  });
  const allReady = [...document.querySelectorAll(CONTROLS)].every(isHydrated);
  const late = performance.now() >= deadline;
  if (late || (heldReady && seen.held)) deliver(captured);
  if (late || (allReady && seen.all)) {
    captured.stop();
    page[QUEUE] = undefined;
    releasing = false;
    deliver(captured);
    return;
  }
  const again = () =>
    releaseOnceHydrated(page, captured, deadline, { held: heldReady, all: allReady });
  if (heldReady || allReady) requestAnimationFrame(() => setTimeout(again, 0));
  else setTimeout(again, REPLAY_POLL_MS);
}

/** Each edit held is handed over, then each tap held is made again, in order; none twice. */
function deliver(captured: NonNullable<CapturingDocument[typeof QUEUE]>): void {
  const edits = [...captured.edits.values()];
  captured.edits.clear();
  for (const edit of edits) {
    const field = liveControl(edit);
    if (field !== null) handOverEdit(field, edit.value);
  }
  for (const tap of captured.taps.splice(0)) liveControl(tap)?.dispatchEvent(click());
}

/**
 * A click as the browser makes it, with its default action (a label's checks its box). A tap
 * often lands on an icon, an SVG element, which has no `click()` of its own.
 */
const click = () => new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });

/**
 * Text typed, or an option chosen, before the page hydrated is not the app's: React hydrates
 * around it with its own value (and sets the field back to that when it next renders it), so a
 * search box would show a query its list never got. Each such field tells React of its change,
 * as it would have had the app been listening.
 */
function handOverEdit(field: Element, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    if (value !== field.defaultValue) handOverText(field, value);
  }
}

/**
 * React notices a change in a text field when its value differs from the one React last saw (it
 * watches the value property): the field is set to what React rendered through that property,
 * then to the typed text beneath it, and the input event is the change.
 */
function handOverText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  // The caret stays where it was, or goes after the text if React has set the field back.
  const kept = field.value === typed;
  const { selectionStart, selectionEnd } = field;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  if (document.activeElement === field && selectionStart !== null && selectionEnd !== null) {
    if (kept) field.setSelectionRange(selectionStart, selectionEnd);
    else field.setSelectionRange(typed.length, typed.length);
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
