import { useEffect } from 'react';
import { NotFoundPage } from '../not-found/not-found-page';

/**
 * /signin: a hidden honeypot. Sign-in is the provider's external page; nothing legitimate links here,
 * so whoever arrives is shown the 404 and reported.
 */
export function SigninHoneypotPage() {
  useEffect(() => {
    console.warn('[honeypot] /signin was requested');
  }, []);
  return <NotFoundPage />;
}
