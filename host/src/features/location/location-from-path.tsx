import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useLocationStore } from './location-store';

const LOCATION_PATTERNS = ['/locations/:locationId/*', '/onboarding/:locationId/*'];

/** The location id a path names, if any (settings, free trial and onboarding paths). */
export function locationIdFromPath(pathname: string): string | null {
  for (const pattern of LOCATION_PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (match?.params.locationId) return match.params.locationId;
  }
  return null;
}

/** Keeps the location context on the location the URL names. */
export function LocationFromPath() {
  const { pathname } = useLocation();
  const selectLocation = useLocationStore((state) => state.selectLocation);
  const fromPath = locationIdFromPath(pathname);
  useEffect(() => {
    if (fromPath) selectLocation(fromPath);
  }, [fromPath, selectLocation]);
  return null;
}
