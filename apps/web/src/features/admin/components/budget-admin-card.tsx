import { Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { BUDGET_PHASES, type BudgetSummary } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBudget } from '@/lib/budgets';
import { formatYen } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useMoveBudgetPhase } from '../api/move-budget-phase';
import { CodesUpload } from './codes-upload';
import { ProjectReviewForm } from './project-review-form';

/** The reviews of a budget's projects, loaded when the budget is reviewing. */
function ProjectReviews({ budgetId }: { budgetId: number }) {
  const { t } = useTranslation('admin');
  const budget = useBudget(budgetId);
  if (budget.isPending) return <Loader size="sm" aria-label={t('budgets.projects')} />;
  if (budget.isError) return <Text c="red.8">{budget.error.message}</Text>;
  if (budget.data.projects.length === 0) return <Text c="dimmed">{t('budgets.noProjects')}</Text>;
  return (
    <Stack gap="xs">
      {budget.data.projects.map((project) => (
        <ProjectReviewForm key={project.id} budgetId={budgetId} project={project} />
      ))}
    </Stack>
  );
}

/** One budget on /admin: its phase, the move to the next one, reviews and resident codes. */
export function BudgetAdminCard({ budget }: { budget: BudgetSummary }) {
  const { t, i18n } = useTranslation('admin');
  const move = useMoveBudgetPhase();
  const next = BUDGET_PHASES[BUDGET_PHASES.indexOf(budget.phase) + 1];
  const onMove = () => {
    if (!next) return;
    move.mutate(
      { budgetId: budget.id, phase: next },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('budgets.moved', { phase: t(`budgets.phases.${next}`) }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={budget.title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Anchor component={Link} to={paths.budget(budget.id)}>
            {budget.title}
          </Anchor>
        </Title>
        <Group gap="xs">
          <Badge variant="light">{t(`budgets.phases.${budget.phase}`)}</Badge>
          <Text size="sm">{formatYen(budget.total, i18n.language)}</Text>
          {budget.requires_verification && (
            <Badge variant="outline" color="gray">
              {t('budgets.checked')}
            </Badge>
          )}
        </Group>
        {next && (
          <Group>
            <Button
              size="xs"
              variant="light"
              loading={move.isPending}
              leftSection={<IconPlayerTrackNext size={14} />}
              onClick={onMove}
            >
              {t('budgets.moveTo', { phase: t(`budgets.phases.${next}`) })}
            </Button>
          </Group>
        )}
        {budget.phase === 'reviewing' && <ProjectReviews budgetId={budget.id} />}
        {budget.requires_verification && budget.phase !== 'finished' && (
          <CodesUpload budgetId={budget.id} />
        )}
      </Stack>
    </Card>
  );
}
