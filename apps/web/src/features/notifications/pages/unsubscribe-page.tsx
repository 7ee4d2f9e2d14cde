import { Alert, Anchor, Loader, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';

function Result({ token }: { token: string }) {
  const { t } = useTranslation('notifications');
  const result = useUnsubscribe(token);
  if (result.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('unsubscribe.working')}</Text>
      </Group>
    );
  }
  if (result.isError) {
    // A 4xx is the link itself (unknown, malformed, expired); anything else is worth its message.
    const badLink = result.error instanceof ApiError && result.error.isClientError;
    return (
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} />}
        title={t('unsubscribe.failed')}
      >
        {badLink ? t('unsubscribe.badLink') : result.error.message}
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      role="status"
      icon={<IconMailOff size={18} />}
      title={t('unsubscribe.done')}
    >
      {result.data.message}
    </Alert>
  );
}

/** The mail's unsubscribe link: stops that kind on load, no login needed (RFC 8058's page twin). */
export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const { token = '' } = useParams();
  return (
    <Stack gap="md" maw={640}>
      <PageHeading title={t('unsubscribe.title')} intro={t('unsubscribe.intro')} />
      <Result token={token} />
      <Anchor component={Link} to={paths.notificationSettings}>
        {t('unsubscribe.settingsLink')}
      </Anchor>
    </Stack>
  );
}
