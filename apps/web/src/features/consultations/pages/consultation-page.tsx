import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { canManageConsultation, canTakePartInConsultation } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { loginPath, paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { useConsultation } from '../api/get-consultation';
import { ConsultationQueryState } from '../components/consultation-query-state';
import { MyVotes } from '../components/my-votes';
import { PendingStatements } from '../components/pending-statements';
import { StatementForm } from '../components/statement-form';
import { VotingCard } from '../components/voting-card';

/**
 * A consultation: the voting card and the person's votes (each may be withdrawn), the way to
 * propose a statement, and a link to the results.
 */
export function ConsultationPage() {
  const { t } = useTranslation('consultations');
  const id = Number(useParams().id);
  const consultation = useConsultation(id);
  const user = useCurrentUser().data;
  const location = useLocation();
  usePageMeta(consultation.data?.title ?? t('title'), consultation.data?.description.slice(0, 150));

  return (
    <ConsultationQueryState query={consultation}>
      {(data) => {
        const manager = canManageConsultation(user, data);
        const waiting = data.statements.filter((s) => s.status === 'pending');
        const ownWaiting = data.statements.filter((s) => s.mine && s.status !== 'approved');
        return (
          <Stack maw={640} mx="auto" gap="lg">
            <Stack gap="xs">
              <Text size="sm" c="gray.7">
                {t('title')}
              </Text>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {data.title}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
              {data.event_id !== null && (
                <Anchor component={Link} to={paths.eventDetail(data.event_id)} size="sm">
                  {t('event.link')}
                </Anchor>
              )}
            </Stack>
            {user ? (
              <>
                <VotingCard consultation={data} />
                <MyVotes consultation={data} />
              </>
            ) : (
              <Button component={Link} to={loginPath(location.pathname)} size="lg">
                {t('vote.login')}
              </Button>
            )}
            <Button component={Link} to={paths.consultationResults(id)} variant="light">
              {t('results.link')}
            </Button>
            {manager && <PendingStatements consultationId={id} statements={waiting} />}
            {!manager && ownWaiting.length > 0 && (
              <Stack gap={4}>
                {ownWaiting.map((s) => (
                  <Text key={s.id} size="sm" c="gray.7">
                    {t(s.status === 'pending' ? 'moderate.mine' : 'moderate.rejectedMine')}:{' '}
                    {s.text}
                  </Text>
                ))}
              </Stack>
            )}
            {canTakePartInConsultation(user) && <StatementForm consultationId={id} />}
          </Stack>
        );
      }}
    </ConsultationQueryState>
  );
}
