import { readCookie } from 'shared-contracts/startup';
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

/** The session cookie that tells the host's server the session is the app's (platform.md section 6). */
export const MOBILE_PLATFORM_COOKIE = 'vsg-platform';

/** The platform of a request to the host's server: its address's, else its session cookie's. */
export function mobilePlatformOfRequest(search: string, cookie: string): MobilePlatform | null {
  const fromUrl = mobilePlatformOf(search);
  if (fromUrl !== null) return fromUrl;
  const fromCookie = readCookie(cookie, MOBILE_PLATFORM_COOKIE);
  return isMobilePlatform(fromCookie) ? fromCookie : null;
}

/**
 * Reads the platform from the URL (remembering it in session storage, and in a session cookie for
 * the server's render of the next pages) or from session storage.
 */
export function detectMobilePlatform(
  search: string,
  storage: Storage,
  page?: { cookie: string },
): MobilePlatform | null {
  const fromUrl = mobilePlatformOf(search);
  if (fromUrl !== null) {
    storage.setItem(MOBILE_PLATFORM_KEY, fromUrl);
    if (page) {
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      page.cookie = `${MOBILE_PLATFORM_COOKIE}=${fromUrl}; Path=/; SameSite=Lax${secure}`;
    }
    return fromUrl;
  }
  const stored = storage.getItem(MOBILE_PLATFORM_KEY);
  return isMobilePlatform(stored) ? stored : null;
}
