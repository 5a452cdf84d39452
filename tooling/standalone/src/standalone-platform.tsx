import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { matchPath, useLocation, useNavigate, useSearchParams } from 'app-router';
import {
  buildStatBody,
  featureFlagsQuery,
  findLocation,
  locationsQuery,
  mergeFlags,
  PlatformProvider,
  recordStat,
  sessionQuery,
  subscriptionQuery,
  toCurrentLocation,
  type Platform,
} from 'shared-contracts';
import { Center, showToast, Spinner, Text } from 'ui';

/** sandbox-api serves the external pages in the local variant. */
export const SANDBOX_ORIGIN = 'http://localhost:3100';

const LOCATION_PATTERNS = ['/locations/:locationId/*', '/onboarding/:locationId/*'];

function locationIdFrom(pathname: string, search: URLSearchParams): string | null {
  for (const pattern of LOCATION_PATTERNS) {
    const id = matchPath(pattern, pathname)?.params.locationId;
    if (id) return id;
  }
  return search.get('locationId');
}

const externalUrl: Platform['externalUrl'] = (page, params = {}) => {
  const url = new URL(
    page === 'signin' || page === 'logout' ? `/${page}` : `/account/${page}`,
    SANDBOX_ORIGIN,
  );
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};

/**
 * A minimal Platform for a remote running alone on its dev server: the session, the user's flags and
 * the location the URL names, from sandbox-api. Enough to develop one remote without the host.
 */
export function StandalonePlatform({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const session = useQuery(sessionQuery());
  const userId = session.data?.userId ?? 0;
  const flags = useQuery({ ...featureFlagsQuery('Neighbor', userId), enabled: userId > 0 });
  const locations = useQuery({ ...locationsQuery(userId), enabled: userId > 0 });
  const locationId = locationIdFrom(pathname, search);
  const location = locationId && locations.data ? findLocation(locations.data, locationId) : null;
  const subscription = useQuery({
    ...subscriptionQuery(location?.ownerId ?? 0, locationId ?? ''),
    enabled: location?.isOwner === true,
  });

  const platform = useMemo<Platform | null>(() => {
    if (!session.data) return null;
    const merged = mergeFlags(flags.data ?? {});
    const userSession = session.data;
    return {
      session: userSession,
      flags: merged,
      isFlagOn: (name) => merged[name] === true,
      location: location ? toCurrentLocation(location, subscription.data ?? null) : null,
      selectLocation: () => undefined,
      navigate: (to, options) => navigate(to, options ?? {}),
      exit: () => window.location.assign(externalUrl('monitoringSettings')),
      openExternal: (page, params) => window.open(externalUrl(page, params), '_blank', 'noopener'),
      externalUrl,
      toast: (input) => showToast(input),
      recordStat: (input) =>
        void recordStat(
          userSession.userId,
          buildStatBody({ userId: userSession.userId, action: input.action, pagePath: pathname }),
        ).catch(() => undefined),
      isMobile: window.innerWidth < 992,
      isMobileSession: false,
      requestAuthorization: async () => false,
    };
  }, [session.data, flags.data, location, subscription.data, navigate, pathname]);

  if (session.isError) {
    return (
      <Center minH="50vh">
        <Text>Sign in on sandbox-api ({SANDBOX_ORIGIN}/signin) to work on this remote alone.</Text>
      </Center>
    );
  }
  if (!platform || flags.isPending || (locationId !== null && locations.isPending)) {
    return (
      <Center minH="50vh" role="status" aria-label="Loading">
        <Spinner size="lg" />
      </Center>
    );
  }
  return <PlatformProvider platform={platform}>{children}</PlatformProvider>;
}
