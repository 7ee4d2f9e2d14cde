import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SharePopupOnOpen } from '@/components/share-popup-on-open';
import { paths } from '@/lib/paths';

/** SPEC §2: the dashboard's breadcrumb and the invite-friend button with the sharing popup. */
export function HomeHeader() {
  const { t } = useTranslation('statements');
  const [inviting, invite] = useDisclosure(false);
  return (
    <Group justify="space-between" mb="sm" gap="xs">
      <Breadcrumbs aria-label={t('home.breadcrumb')}>
        <Anchor component={Link} to={paths.home} size="sm">
          {t('home.crumbHome')}
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page">
          {t('home.crumbDashboard')}
        </Text>
      </Breadcrumbs>
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
