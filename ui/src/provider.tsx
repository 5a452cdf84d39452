import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { uiSystem } from './system';

interface UiProviderProps {
  /**
   * The page's CSP nonce: every style element Chakra's style engine writes carries it, so the
   * policy needs no `'unsafe-inline'` for them. The same on the server and in the browser.
   */
  nonce?: string;
  children: ReactNode;
}

/** The one Chakra context of the page. The host mounts it; a remote's standalone bootstrap too. */
export function UiProvider({ nonce, children }: UiProviderProps) {
  // emotion's own key: the browser's cache takes over the styles the server wrote with it.
  const [cache] = useState(() => createCache({ key: 'css', ...(nonce ? { nonce } : {}) }));
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={uiSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
