import type { ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import type { PublicUser } from '@iagree/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { useUser } from '../api/get-user';

function ProfileCard({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation('search');
  usePageMeta(t('user.pageTitle', { name: user.name }));
  const since = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long' }).format(
    new Date(user.created_at),
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={user.avatar} alt="" name={user.name} size={80} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Title>
          <Text size="sm" c="gray.7" component="time" dateTime={user.created_at}>
            {t('user.since', { date: since })}
          </Text>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {t('user.statementCount', { count: user.statement_count })}
            </Badge>
            <Badge variant="light" color="grape" tt="none">
              {t('user.eventCount', { count: user.event_count })}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function NotFound() {
  const { t } = useTranslation('search');
  usePageMeta(t('user.notFound'));
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <IconUserQuestion size={48} aria-hidden color="var(--mantine-color-gray-6)" />
      <Title order={1} fz={24}>
        {t('user.notFound')}
      </Title>
      <Text c="gray.7">{t('user.notFoundText')}</Text>
      <Button component={Link} to={paths.home} variant="light">
        {t('user.backHome')}
      </Button>
    </Stack>
  );
}

/**
 * Issue 17: a person's public profile — name, avatar, since when, how many statements and
 * events — then `children(user)` (their lists, composed by the page); a not-found state for an
 * unknown person.
 */
export function UserProfile({
  userId,
  children,
}: {
  userId: number | null;
  children: (user: PublicUser) => ReactNode;
}) {
  const { t } = useTranslation('search');
  const user = useUser(userId);
  if (userId === null || (user.error instanceof ApiError && user.error.status === 404)) {
    return <NotFound />;
  }
  if (user.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('user.loading')} />
      </Center>
    );
  }
  if (user.isError) {
    return (
      <Alert color="red" role="alert" title={t('user.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{user.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void user.refetch()}>
            {t('user.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <ProfileCard user={user.data} />
      {children(user.data)}
    </Stack>
  );
}
