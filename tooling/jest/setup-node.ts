import './fail-on-console';

// As in setup-dom.ts: every project shares 2 loaded cores, and a property test runs many cases.
jest.setTimeout(20_000);
