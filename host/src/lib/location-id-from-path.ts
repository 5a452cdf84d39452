// No imports: the entry chunk reads the location of the address being opened before the shared
// modules (the router among them) are negotiated.

/** Paths that name their location: `/locations/:locationId/*` and `/onboarding/:locationId/*`. */
const LOCATION_PATH = /^\/(?:locations|onboarding)\/([^/]+)(?:\/.*)?$/;

/** The location id a path names (settings, free trial and onboarding), if any. */
export function locationIdFromPath(pathname: string): string | null {
  const id = LOCATION_PATH.exec(pathname)?.[1];
  if (id === undefined) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
