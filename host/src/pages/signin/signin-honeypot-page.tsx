import { useEffect } from 'react';
import { NotFoundPage } from '../not-found/not-found-page';

export const HONEYPOT_PAGE_ID = 'signin-honeypot';

/**
 * /signin: the honeypot behind the hidden link of the layout. Sign-in is the provider's external page
 * and nothing a person can see links here, so whoever arrives is reported (a warning and the
 * not_found statistic) and shown the 404.
 */
export function SigninHoneypotPage() {
  useEffect(() => {
    console.warn('[honeypot] /signin was requested');
  }, []);
  return <NotFoundPage pageId={HONEYPOT_PAGE_ID} />;
}
