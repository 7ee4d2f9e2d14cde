import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SharePopupOnOpen } from '@/components/share-popup-on-open';
import { paths } from '@/lib/paths';

/**
 * SPEC §2: home's breadcrumb and the invite-friend button with the sharing popup. The trail is
 * the site, then the page named as SPEC, its heading and the menu name it, Home (the city's
 * dashboard is /admin, issue 32); the keys keep their old names: home-shell.ts paints them.
 */
export function HomeHeader() {
  const { t } = useTranslation('statements');
  const [inviting, invite] = useDisclosure(false);
  return (
    <Group justify="space-between" mb="sm" gap="xs">
      <nav aria-label={t('home.breadcrumb')}>
        <Breadcrumbs>
          <Anchor component={Link} to={paths.home} size="sm">
            {t('home.crumbHome')}
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page">
            {t('home.crumbDashboard')}
          </Text>
        </Breadcrumbs>
      </nav>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconUserPlus size={16} />}
        onClick={invite.open}
        aria-haspopup="dialog"
      >
        {t('invite.button')}
      </Button>
      <SharePopupOnOpen
        opened={inviting}
        onClose={invite.close}
        title={t('invite.title')}
        path={paths.home}
        text={t('invite.text')}
      />
    </Group>
  );
}
