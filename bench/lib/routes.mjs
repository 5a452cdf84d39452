// The routes the benchmarks measure, and how each shows that its content is there.

const visible = (text) => (page) =>
  page.getByText(text).first().waitFor({ state: 'visible', timeout: 60_000 });

export const BENCH_ROUTES = [
  {
    name: 'locations selector',
    route: '/locations',
    persona: 'multi-location',
    ready: visible('Continue'),
  },
  {
    name: 'events summary',
    route: '/locations/loc-1001-1/events-summary',
    persona: 'owner-complete',
    ready: visible('Guard Event Summary'),
  },
  {
    name: 'devices',
    route: '/locations/loc-1001-1/devices',
    persona: 'owner-complete',
    ready: visible('Siren Access'),
  },
  {
    name: 'onboarding introduction',
    route: '/onboarding/loc-1003-1?platform=ios',
    persona: 'onboarding',
    mobile: true,
    ready: visible('Enrolled Devices'),
  },
  { name: 'dashboard', route: '/dashboard', persona: 'smb-owner', ready: visible(/locations/i) },
];

/** The median of `numbers` (the mean of the middle two for an even count). */
export const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
