// A test that makes React or our code print an error fails: errors are never silently ignored.
// A test that provokes one on purpose names it with `allowConsoleError(/pattern/)`.
const failures: string[] = [];
const allowed: RegExp[] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  failures.length = 0;
  allowed.length = 0;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args
      .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
      .join(' ');
    if (!allowed.some((pattern) => pattern.test(text))) failures.push(text);
  });
});

afterEach(() => {
  (console.error as jest.Mock).mockRestore();
  if (failures.length > 0) {
    throw new Error(`console.error was called:\n${failures.join('\n')}`);
  }
});
