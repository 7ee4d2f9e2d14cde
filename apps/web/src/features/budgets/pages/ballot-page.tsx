import { Alert, Anchor, Stack } from '@mantine/core';
import { canCastBallot } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { useBudget } from '@/lib/budgets';
import { paths } from '@/lib/paths';
import { BallotForm } from '../components/ballot-form';
import { QueryState } from '../components/query-state';

/** /budgets/{id}/ballot: the signed-in resident's one ballot, while the budget is balloting. */
export function BallotPage() {
  const { t } = useTranslation('budgets');
  const id = Number(useParams().id);
  const budget = useBudget(id);
  const user = useCurrentUser().data;
  return (
    <Stack gap={0}>
      <PageHeading
        title={t('ballot.title', { title: budget.data?.title ?? '' })}
        intro={t('ballot.intro')}
      />
      <QueryState query={budget}>
        {(data) =>
          data.phase !== 'balloting' ? (
            <Alert color="yellow">{t('ballot.closed')}</Alert>
          ) : !canCastBallot(user, data) ? (
            <Alert color="yellow">
              <Anchor component={Link} to={paths.budget(id)}>
                {t('ballot.verifyFirst')}
              </Anchor>
            </Alert>
          ) : (
            <BallotForm budget={data} />
          )
        }
      </QueryState>
    </Stack>
  );
}
