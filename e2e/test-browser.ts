import chromiumLaunch from './chromium-launch.json' with { type: 'json' };

/**
 * The browser the tests drive: Debian's chromium-headless-shell (Chromium's old headless mode, the one
 * Playwright itself uses for headless tests), with the launch arguments the benchmarks use. It renders
 * with the same engine as the full browser without its GPU process and browser UI, so each test takes
 * less of the two cores (ADR 0011). The benchmarks keep the full browser, `chromium-launch.json`.
 * V8 keeps its optimizing compilers here (ADR 0042).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const testLaunchOptions = { ...chromiumLaunch, executablePath: HEADLESS_SHELL };

/**
 * The full browser, for a spec about windows taking the focus from each other: in the headless shell
 * every page stays visible and focused, so a tab brought to the front never hears of it.
 */
export const windowedLaunchOptions = chromiumLaunch;
