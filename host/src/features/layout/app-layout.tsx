import type { ReactNode } from 'react';
import { Flex, PageContainer } from 'ui';
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

/**
 * The host's layout: header with logo and user menu, Back button, the page, footer banner. Every
 * route's page sits in the one page container, in the webview too, so none touches the screen edge.
 */
export function AppLayout({ chromeless, onLogout, onBack, children }: AppLayoutProps) {
  if (chromeless) {
    return (
      <PageContainer as="main" minH="100dvh">
        {children}
        <HoneypotLink />
      </PageContainer>
    );
  }
  return (
    <Flex direction="column" minH="100dvh">
      <AppHeader onLogout={onLogout} />
      <PageContainer as="main" flex="1" py="4">
        <BackButton onBack={onBack} />
        {children}
      </PageContainer>
      <AppFooter />
      <HoneypotLink />
    </Flex>
  );
}
