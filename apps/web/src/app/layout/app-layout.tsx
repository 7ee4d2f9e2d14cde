import { Suspense } from 'react';
import { AppShell, Box, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { MountOnceOpened } from '@/components/mount-once-opened';
import { useLoginModal } from '@/lib/login-modal';
import { RouteGuard } from '../route-guard';
import { BlockedNotice } from './blocked-notice';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { lazyPart } from '@/lib/lazy-part';
import { APP_SHELL_LAYOUT } from './app-shell-layout';

// The modal's forms (and their inputs) are not needed to show a page: loaded on first open.
const LoginModal = lazyPart(() =>
  import('@/features/accounts/components/login-modal').then((m) => m.LoginModal),
);

function LazyLoginModal() {
  const { state } = useLoginModal();
  return (
    <MountOnceOpened opened={state.opened}>
      <LoginModal />
    </MountOnceOpened>
  );
}

export function AppLayout() {
  // Open beside the page on desktop; on mobile an overlay the user opens on demand.
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);

  return (
    <AppShell
      {...APP_SHELL_LAYOUT}
      navbar={{
        ...APP_SHELL_LAYOUT.navbar,
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
    >
      <AppShell.Header>
        <Header
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={toggleMobile}
          onToggleDesktop={toggleDesktop}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Sidebar onNavigate={closeMobile} />
      </AppShell.Navbar>
      {/* A div, so that <main> holds the page only and the footer stays a top-level landmark. */}
      <AppShell.Main
        renderRoot={(props) => <div {...props} />}
        display="flex"
        style={{ flexDirection: 'column' }}
      >
        <Box component="main" flex={1} py="lg">
          <Container size="lg">
            <BlockedNotice />
            <RouteGuard>
              <Suspense fallback={<FullPageLoader />}>
                <Outlet />
              </Suspense>
            </RouteGuard>
          </Container>
        </Box>
        <Footer />
      </AppShell.Main>
      <LazyLoginModal />
    </AppShell>
  );
}
