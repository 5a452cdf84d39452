// The names of per-user overrides (ADR 0029), alone in a module: the entry chunk needs only these
// to tell whether to load the override's code (override-rules.ts and remote-overrides.ts are in a
// chunk only a page with an override loads).

/** The query parameter that sets the pins: `settings@1.0.0-abc,dashboard@http://…/remoteEntry.js`. */
export const OVERRIDE_PARAMETER = 'vsg-override';
/** The first-party cookie that keeps them across reloads and navigation, until reset. */
export const OVERRIDE_COOKIE = 'vsg_override';

/** Whether this page may have an override: a cheap look for the parameter or the cookie. */
export const mayHaveOverride = (): boolean =>
  location.search.includes(OVERRIDE_PARAMETER) || document.cookie.includes(OVERRIDE_COOKIE);
