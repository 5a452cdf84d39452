import type { ReactNode } from 'react';
import { Box, Flex } from 'ui';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BackButton } from './back-button';
import { HoneypotLink } from './honeypot-link';

interface AppLayoutProps {
  /** platform.md section 6: a mobile session shows no header, sider or footer. */
  chromeless: boolean;
  onLogout: () => void;
  onBack?: () => void;
  children: ReactNode;
}

/** The host's layout: header with logo and user menu, Back button, the page, footer banner. */
export function AppLayout({ chromeless, onLogout, onBack, children }: AppLayoutProps) {
  if (chromeless) {
    return (
      <Box as="main" minH="100dvh">
        {children}
        <HoneypotLink />
      </Box>
    );
  }
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader onLogout={onLogout} />
      <Box
        as="main"
        flex="1"
        width="full"
        maxW="1280px"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="4"
      >
        <BackButton onBack={onBack} />
        {children}
      </Box>
      <AppFooter />
      <HoneypotLink />
    </Flex>
  );
}
