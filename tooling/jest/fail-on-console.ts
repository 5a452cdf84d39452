// A test that makes React or our code print an error fails: errors are never silently ignored.
const failures: string[] = [];

beforeEach(() => {
  failures.length = 0;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    failures.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  (console.error as jest.Mock).mockRestore();
  if (failures.length > 0) {
    throw new Error(`console.error was called:\n${failures.join('\n')}`);
  }
});

export {};
