import { ERROR_REPORT_PREFIX } from '../api/report-error';

/**
 * Every failed call is reported on console.warn (report-error.ts). Call at the top of a test file:
 * each test names the reports it expects with the function returned, and a report no test named
 * fails the test.
 */
export function expectErrorReportsNamed(): (...reports: string[]) => void {
  let warn: jest.SpyInstance | undefined;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    const unexpected = (warn?.mock.calls ?? []).map((args: unknown[]) =>
      args.map(String).join(' '),
    );
    warn?.mockRestore();
    if (unexpected.length > 0) throw new Error(`unexpected reports:\n${unexpected.join('\n')}`);
  });
  /** The failures reported since the last check, as `message (kind status)`. */
  return (...reports) => {
    expect(warn?.mock.calls).toEqual(reports.map((report) => [`${ERROR_REPORT_PREFIX} ${report}`]));
    warn?.mockClear();
  };
}
