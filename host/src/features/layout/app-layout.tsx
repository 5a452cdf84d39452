import { Suspense, type ReactNode } from 'react';
import { instantLazy } from 'app-runtime/lazy';
import { useHydrated } from 'shared-contracts/platform';
import { Flex, PageContainer } from 'ui';
import { pinnedRemotes } from '../../federation/registry/canary-choice';
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

// Only a session with an override needs the badge's code: in the override's own chunk.
const Badge = instantLazy(() =>
  import(
    /* webpackChunkName: "remote-override" */ '../../federation/registry/remote-overrides'
  ).then((module) => module.OverrideBadge),
).Component;

/**
 * The override badge (ADR 0029) while a tester pins a remote: in the webview too. The pins are
 * this browser's, kept by its page: it shows once the page has hydrated.
 */
function OverrideBadgeSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <OverrideBadgeOfPins />;
}

function OverrideBadgeOfPins() {
  const pinned = pinnedRemotes();
  if (Object.keys(pinned).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Badge pinned={pinned} />
    </Suspense>
  );
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
        <OverrideBadgeSlot />
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
      <OverrideBadgeSlot />
    </Flex>
  );
}
