// Ports of the standalone check: beside platform.md's (3000-3003, 3100), so that it can run while
// the composed platform, or someone else's dev server, holds those.
export const SANDBOX_URL = 'http://localhost:4100';

export const REMOTES = {
  'remote-settings': 'http://localhost:4101',
  'remote-onboarding': 'http://localhost:4102',
  'remote-dashboard': 'http://localhost:4103',
} as const;

export type RemoteName = keyof typeof REMOTES;
