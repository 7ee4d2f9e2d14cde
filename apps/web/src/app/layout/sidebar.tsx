import { NavLink, Stack } from '@mantine/core';
import {
  type Icon,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCoinYen,
  IconFileText,
  IconHelpCircle,
  IconHome,
  IconInfoCircle,
  IconMail,
  IconMessages,
  IconShieldCheck,
} from '@tabler/icons-react';
import { canCreateEvent, canModerate, canReadCityStats, type Viewer } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';

interface SidebarItem {
  to: string;
  labelKey:
    | 'home'
    | 'about'
    | 'events'
    | 'newEvent'
    | 'budgets'
    | 'consultations'
    | 'myStatements'
    | 'contact'
    | 'faqs'
    | 'moderation'
    | 'admin';
  icon: Icon;
  /** Shown only to users this rule allows (logged in, role 1). */
  allowed?: (viewer: Viewer) => boolean;
}

const items: SidebarItem[] = [
  { to: paths.home, labelKey: 'home', icon: IconHome },
  { to: paths.about, labelKey: 'about', icon: IconInfoCircle },
  { to: paths.events, labelKey: 'events', icon: IconCalendarEvent },
  { to: paths.newEvent, labelKey: 'newEvent', icon: IconCalendarPlus, allowed: canCreateEvent },
  { to: paths.budgets, labelKey: 'budgets', icon: IconCoinYen },
  { to: paths.consultations, labelKey: 'consultations', icon: IconMessages },
  {
    to: paths.myStatements,
    labelKey: 'myStatements',
    icon: IconFileText,
    allowed: (viewer) => Boolean(viewer),
  },
  { to: paths.contact, labelKey: 'contact', icon: IconMail },
  { to: paths.faqs, labelKey: 'faqs', icon: IconHelpCircle },
  { to: paths.moderation, labelKey: 'moderation', icon: IconShieldCheck, allowed: canModerate },
  { to: paths.admin, labelKey: 'admin', icon: IconBuildingCommunity, allowed: canReadCityStats },
];

/** The item whose path is the longest prefix of the location, so /event/new is not also "Event". */
function activeItem(pathname: string, visible: SidebarItem[]): SidebarItem | undefined {
  return visible
    .filter((item) =>
      item.to === paths.home
        ? pathname === paths.home
        : pathname === item.to || pathname.startsWith(`${item.to}/`),
    )
    .sort((a, b) => b.to.length - a.to.length)[0];
}

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser().data;
  const visible = items.filter((item) => !item.allowed || item.allowed(user));
  const active = activeItem(pathname, visible);

  return (
    <Stack component="nav" gap={4} aria-label={t('nav.label')}>
      {visible.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={t(`nav.${item.labelKey}`)}
          leftSection={<item.icon size={20} stroke={1.6} />}
          active={item === active}
          aria-current={item === active ? 'page' : undefined}
          onClick={onNavigate}
          fw={500}
        />
      ))}
    </Stack>
  );
}
