import { lazy, Suspense } from 'react';
import { Box, Burger, Button, Group, Skeleton, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { hasSessionHint, useCurrentUser } from '@/lib/auth';
import { useLoginModal } from '@/lib/login-modal';
import { paths } from '@/lib/paths';
import { LanguageSelect } from './language-select';
import { UserMenu } from './user-menu';

// Only a logged-in user has a bell: a guest's first load carries none of its code.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The bell's size while its code loads, so the header does not shift when it appears. */
const BELL_SIZE = 34;

interface HeaderProps {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
}

export function Header({
  mobileOpened,
  desktopOpened,
  onToggleMobile,
  onToggleDesktop,
}: HeaderProps) {
  const { t } = useTranslation();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
          aria-expanded={mobileOpened}
        />
        <Burger
          opened={desktopOpened}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
          aria-expanded={desktopOpened}
        />
        <UnstyledButton component={Link} to={paths.home} aria-label={t('header.homeLink')}>
          <Logo compactFrom="xs" />
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSelect />
        <SessionControls />
      </Group>
    </Group>
  );
}

function SessionControls() {
  const { t } = useTranslation();
  const loginModal = useLoginModal();
  const currentUser = useCurrentUser();

  if (currentUser.data) {
    return (
      <>
        <Suspense fallback={<Box w={BELL_SIZE} h={BELL_SIZE} />}>
          <NotificationBell />
        </Suspense>
        <UserMenu user={currentUser.data} />
      </>
    );
  }
  // The role cookie says a session probably exists: hold its place instead of flashing Login.
  if (currentUser.isPending && hasSessionHint()) return <Skeleton circle height={34} />;
  return (
    <Button variant="light" onClick={() => loginModal.open()}>
      {t('header.login')}
    </Button>
  );
}
