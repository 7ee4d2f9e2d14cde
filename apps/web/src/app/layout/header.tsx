import { type ReactNode, Suspense } from 'react';
import { Burger, type BurgerProps, Button, Group, Skeleton, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { hasSessionHint, useCurrentUser } from '@/lib/auth';
import { useLoginModal } from '@/lib/login-modal';
import { paths } from '@/lib/paths';
import { LanguageSelect } from './language-select';
import { lazyPart } from '@/lib/lazy-part';

/*
 * Header widgets only a signed-in user sees (the user menu with its profile dialog and avatar
 * upload) are lazy: a guest's first load carries none of their code (decision 016). A new
 * widget follows the same pattern: `lazyPart()` here, rendered inside `SignedInWidget`, whose
 * fallback holds its place; its import starts at once when the role cookie says a session
 * probably exists, in parallel with the user query.
 */
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazyPart(() => loadUserMenu().then((m) => m.UserMenu));
const loadBell = () => import('@/features/notifications/components/notification-bell');
const NotificationBell = lazyPart(() => loadBell().then((m) => m.NotificationBell));
if (hasSessionHint()) {
  void loadUserMenu();
  void loadBell();
}

function SessionPlaceholder() {
  return <Skeleton circle height={34} />;
}

function SignedInWidget({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SessionPlaceholder />}>{children}</Suspense>;
}

/** The navigation's toggle: phones and wider screens each have one, with its own state. */
function NavToggle(props: Pick<BurgerProps, 'opened' | 'onClick' | 'hiddenFrom' | 'visibleFrom'>) {
  const { t } = useTranslation();
  return <Burger {...props} size="sm" aria-label={t('nav.toggle')} aria-expanded={props.opened} />;
}

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
        <NavToggle opened={mobileOpened} onClick={onToggleMobile} hiddenFrom="sm" />
        <NavToggle opened={desktopOpened} onClick={onToggleDesktop} visibleFrom="sm" />
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

  if (currentUser.data)
    return (
      <>
        <SignedInWidget>
          <NotificationBell />
        </SignedInWidget>
        <SignedInWidget>
          <UserMenu user={currentUser.data} />
        </SignedInWidget>
      </>
    );
  // The role cookie says a session probably exists: hold its place instead of flashing Login.
  if (currentUser.isPending && hasSessionHint()) return <SessionPlaceholder />;
  return (
    <Button variant="light" onClick={() => loginModal.open()}>
      {t('header.login')}
    </Button>
  );
}
