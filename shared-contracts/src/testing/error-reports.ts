import { ERROR_REPORT_PREFIX } from '../api/report-error';

const isReport = (args: unknown[]): boolean =>
  typeof args[0] === 'string' && args[0].startsWith(ERROR_REPORT_PREFIX);

/**
 * Every failed call is reported on console.warn (report-error.ts). Call at the top of a test file:
 * each test names the reports it expects with the function returned, and a report no test named
 * fails the test.
 */
export function expectErrorReportsNamed(): (...reports: string[]) => void {
  let warn: jest.SpyInstance | undefined;
  const reported = (): unknown[][] =>
    (warn?.mock.calls ?? []).filter((args: unknown[]) => isReport(args));
  beforeEach(() => {
    const print = console.warn.bind(console);
    // Only reports are the tests' to name; other warnings (a router's, say) print as before.
    warn = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!isReport(args)) print(...args);
    });
  });
  afterEach(() => {
    const unexpected = reported().map((args) => args.map(String).join(' '));
    warn?.mockRestore();
    if (unexpected.length > 0) throw new Error(`unexpected reports:\n${unexpected.join('\n')}`);
  });
  /** The failures reported since the last check, as `message (kind status)`. */
  return (...reports) => {
    expect(reported()).toEqual(reports.map((report) => [`${ERROR_REPORT_PREFIX} ${report}`]));
    warn?.mockClear();
  };
}
