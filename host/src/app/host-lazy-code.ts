import { loadChooser } from '../pages/locations/location-selector-page';

/** The host's own lazy code, by the webpackChunkName the host's server names it by. */
const HOST_LAZY_CODE: Readonly<Record<string, () => Promise<unknown>>> = {
  'location-chooser': loadChooser,
};

/**
 * Loads the host's lazy code the server rendered, for the page to have it before it hydrates.
 * Missing then, its boundary would wait for it, and the page's first update after hydration would
 * make React render that boundary afresh, throwing away the server's HTML and whatever had been
 * typed into it. A name this build does not know is nothing to load.
 */
export const loadHostCode = (names: readonly string[]): Promise<unknown> =>
  Promise.all(
    names.map((name) =>
      Object.hasOwn(HOST_LAZY_CODE, name) ? HOST_LAZY_CODE[name]?.() : undefined,
    ),
  );
