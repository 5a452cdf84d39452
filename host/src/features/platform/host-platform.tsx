import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  buildStatBody,
  getErrorMessage,
  PlatformProvider,
  recordStat,
  resolveEnvironment,
  type Platform,
  type Session,
} from 'shared-contracts';
import { Center, Spinner, showToast } from 'ui';
import { authorizeUrl, externalPageUrl } from '../external/external-pages';
import { useFeatureFlags } from '../flags/use-feature-flags';
import { useLocationStore } from '../location/location-store';
import { useCurrentLocation } from '../location/use-current-location';
import { useIsMobile } from '../viewport/use-is-mobile';

/** Where the authorization page returns to; the host stores the referrer it goes back to. */
export const AUTH_REFERRER_KEY = 'authorization-referrer';

interface HostPlatformProps {
  session: Session;
  mobileSession: boolean;
  children: (state: { problem: string | null }) => ReactNode;
}

/** Builds the Platform every remote reaches the host through, and provides it. */
export function HostPlatform({ session, mobileSession, children }: HostPlatformProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const environment = resolveEnvironment(window.location.origin);
  const selectLocation = useLocationStore((state) => state.selectLocation);
  const current = useCurrentLocation(session.userId);
  const locationId = useLocationStore((state) => state.locationId);
  const { flags, isLoading: flagsLoading } = useFeatureFlags(
    session.userId,
    locationId,
    environment,
  );

  const platform = useMemo<Platform>(() => {
    const externalUrl: Platform['externalUrl'] = (page, params) =>
      externalPageUrl(environment, page, params);
    return {
      session,
      flags,
      isFlagOn: (name) => flags[name] === true,
      location: current.location,
      selectLocation,
      navigate: (to, options) => navigate(to, options ?? {}),
      exit: () =>
        window.location.assign(
          externalUrl(mobileSession ? 'mobileDeepLink' : 'monitoringSettings'),
        ),
      openExternal: (page, params) => {
        const url = externalUrl(page, params);
        if (mobileSession) window.location.assign(url);
        else window.open(url, '_blank', 'noopener');
      },
      externalUrl,
      toast: (input) => showToast(input),
      recordStat: (input) => {
        const body = buildStatBody({
          userId: session.userId,
          action: input.action,
          pagePath: pathname,
          locationId: current.location?.locationId ?? null,
          ...(input.pageId ? { pageId: input.pageId } : {}),
          ...(input.doorbotId !== undefined ? { doorbotId: input.doorbotId } : {}),
        });
        recordStat(session.userId, body).catch((error: unknown) =>
          console.warn(getErrorMessage(error)),
        );
      },
      isMobile,
      isMobileSession: mobileSession,
      requestAuthorization: async (options) => {
        const target = current.location?.locationId;
        if (!target) return false;
        sessionStorage.setItem(AUTH_REFERRER_KEY, options?.returnPath ?? pathname);
        window.location.assign(
          authorizeUrl(environment, target, `${window.location.origin}/onboard`),
        );
        return true;
      },
    };
  }, [
    session,
    flags,
    current.location,
    selectLocation,
    navigate,
    mobileSession,
    environment,
    pathname,
    isMobile,
  ]);

  if (flagsLoading || current.isLoading) {
    return (
      <Center minH="50vh" role="status" aria-label="Loading">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  return (
    <PlatformProvider platform={platform}>
      {children({ problem: current.problem })}
    </PlatformProvider>
  );
}
