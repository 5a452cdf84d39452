import { useEffect } from 'react';
import { useLocation } from 'app-router';
import { locationIdFromUrl } from '../../lib/location-from-url';
import { useLocationStore } from './location-store';

/** Keeps the location context on the location the URL names (it stays when a URL names none). */
export function LocationFromPath() {
  const { pathname, search } = useLocation();
  const selectLocation = useLocationStore((state) => state.selectLocation);
  const fromUrl = locationIdFromUrl(pathname, search);
  useEffect(() => {
    if (fromUrl) selectLocation(fromUrl);
  }, [fromUrl, selectLocation]);
  return null;
}

/** The location in context now: the URL's, else the last one chosen. Read during render. */
export function useContextLocationId(): string | null {
  const { pathname, search } = useLocation();
  const stored = useLocationStore((state) => state.locationId);
  return locationIdFromUrl(pathname, search) ?? stored;
}
