/** platform.md section 6: the app opens the host with ?platform=ios|android, kept for the session. */
export type MobilePlatform = 'ios' | 'android';

export const MOBILE_PLATFORM_KEY = 'platform';

const isMobilePlatform = (value: string | null): value is MobilePlatform =>
  value === 'ios' || value === 'android';

/** The platform the address names (`?platform=`), or null. */
export function mobilePlatformOf(search: string): MobilePlatform | null {
  const fromUrl = new URLSearchParams(search).get('platform');
  return isMobilePlatform(fromUrl) ? fromUrl : null;
}

/** Reads the platform from the URL (remembering it) or from session storage. */
export function detectMobilePlatform(search: string, storage: Storage): MobilePlatform | null {
  const fromUrl = mobilePlatformOf(search);
  if (fromUrl !== null) {
    storage.setItem(MOBILE_PLATFORM_KEY, fromUrl);
    return fromUrl;
  }
  const stored = storage.getItem(MOBILE_PLATFORM_KEY);
  return isMobilePlatform(stored) ? stored : null;
}
