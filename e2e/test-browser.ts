import chromiumLaunch from './chromium-launch.json' with { type: 'json' };

/**
 * The browser the tests drive: Debian's chromium-headless-shell (Chromium's old headless mode, the one
 * Playwright itself uses for headless tests), with the launch arguments the benchmarks use. It renders
 * with the same engine as the full browser without its GPU process and browser UI, so each test takes
 * less of the two cores (ADR 0011). The benchmarks keep the full browser, `chromium-launch.json`.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * V8 without its optimizing compilers (Maglev, TurboFan): a test's page lives a few seconds, too
 * short for their compiles to pay back (ADR 0040). The interpreter and Sparkplug run the same code.
 * Only the tests': the benchmarks measure what a person's browser does.
 */
const TEST_ARGS = ['--js-flags=--no-maglev --no-turbofan'];

export const testLaunchOptions = {
  ...chromiumLaunch,
  args: [...chromiumLaunch.args, ...TEST_ARGS],
  executablePath: HEADLESS_SHELL,
};

/**
 * The full browser, for a spec about windows taking the focus from each other: in the headless shell
 * every page stays visible and focused, so a tab brought to the front never hears of it.
 */
export const windowedLaunchOptions = { ...chromiumLaunch, args: testLaunchOptions.args };
