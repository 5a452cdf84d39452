// No run-time imports: the host's start-up script and entry chunk read this (shared-contracts/startup).

/**
 * The host's own pages (platform.md section 1), which a remote may link to (`notFound`) and the
 * host's hand-offs name (`onboard`, `returnTo`). A remote's pages are no paths here: they are named
 * by their remote and route id (a PageRef) and placed by the registry.
 */
export const HOST_PATHS = {
  root: '/',
  locations: '/locations',
  location: '/location',
  onboard: '/onboard',
  returnTo: '/return_to',
  signout: '/signout',
  signin: '/signin',
  notFound: '/not-found',
} as const;
