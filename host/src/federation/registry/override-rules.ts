// The parsing of per-user overrides (ADR 0029), apart from their application (remote-overrides.ts):
// the host's server reads the pins of a page request with it too.
import { reloadPage } from '../../lib/reload-page';
import { OVERRIDE_COOKIE, OVERRIDE_PARAMETER } from './override-names';

export { OVERRIDE_COOKIE, OVERRIDE_PARAMETER };

export interface RemoteOverride {
  remote: string;
  /** A version of the remote's registry entry, or the URL of a remoteEntry.js. */
  target: string;
}

/** The pins of `text`, each `remote@target`, comma separated; an item without both is left out. */
export function parseOverrides(text: string): RemoteOverride[] {
  return text.split(',').flatMap((item) => {
    const at = item.indexOf('@');
    const remote = item.slice(0, at).trim();
    const target = item.slice(at + 1).trim();
    return at > 0 && remote && target ? [{ remote, target }] : [];
  });
}

/** The pins the cookie holds, as set (`parseOverrides` reads them); '' when none. */
export function overrideCookieOf(cookies: string): string {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== OVERRIDE_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return '';
    }
  }
  return '';
}

/**
 * The pins a page request asks for: its query parameter's when it has one (the page moves it into
 * the cookie), else the cookie's. The host's server reads them so as not to preload a release the
 * page will not load.
 */
export function requestedOverrides(search: string, cookies: string): RemoteOverride[] {
  return parseOverrides(
    new URLSearchParams(search).get(OVERRIDE_PARAMETER) ?? overrideCookieOf(cookies),
  );
}

/** The cookie's attributes: the whole site, first party, `Secure` behind https. */
export const cookieTail = () =>
  `; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;

/** Clears the pins and loads the page again, with the normal releases. */
export function resetOverrides(): void {
  document.cookie = `${OVERRIDE_COOKIE}=; Max-Age=0${cookieTail()}`;
  reloadPage();
}
