import { Stack, Title } from '@mantine/core';
import { idSchema } from '@iagree/contract';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserEvents } from '@/features/events/components/user-events';
import { StatementDetailModal } from '@/features/statements/components/statement-detail-modal';
import { StatementRanking } from '@/features/statements/components/statement-ranking';
import { UserProfile } from '@/features/users/components/user-profile';

/**
 * `/user/:id` (issue 17) composes three features that never import each other: the person
 * (users), their statements as the ranked list (statements) and the events they organise
 * (events).
 */
export function UserPage() {
  const { t } = useTranslation('search');
  const userId = idSchema.safeParse(useParams().id).data ?? null;
  return (
    <UserProfile userId={userId}>
      {(user) => (
        <>
          <Stack gap="sm">
            <Title order={2} fz={20}>
              {t('user.statements', { name: user.name })}
            </Title>
            <StatementRanking userId={user.id} label={t('user.statements', { name: user.name })} />
          </Stack>
          <Stack gap="sm" component="section" aria-label={t('user.events', { name: user.name })}>
            <Title order={2} fz={20}>
              {t('user.events', { name: user.name })}
            </Title>
            <UserEvents userId={user.id} emptyText={t('user.noEvents')} />
          </Stack>
          <StatementDetailModal />
        </>
      )}
    </UserProfile>
  );
}
