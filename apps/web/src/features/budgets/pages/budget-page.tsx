import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconCheckbox } from '@tabler/icons-react';
import { canCastBallot, canSupportProject, type Budget } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useBudget } from '@/lib/budgets';
import { formatYen } from '@/lib/format';
import { loginPath, paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { EnterProjectForm } from '../components/enter-project-form';
import { PhaseBadge } from '../components/phase-badge';
import { ProjectCard } from '../components/project-card';
import { QueryState } from '../components/query-state';
import { VerifyResidentForm } from '../components/verify-resident-form';

/** /budgets/{id}: the phase, what one can do in it, and the projects. */
export function BudgetPage() {
  const { t } = useTranslation('budgets');
  const id = Number(useParams().id);
  const budget = useBudget(id);
  usePageMeta(budget.data?.title ?? t('list.title'), budget.data?.description.slice(0, 150));
  return <QueryState query={budget}>{(data) => <BudgetView budget={data} />}</QueryState>;
}

function BudgetView({ budget }: { budget: Budget }) {
  const { t, i18n } = useTranslation('budgets');
  const user = useCurrentUser().data;
  const signedIn = canSupportProject(user);
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {budget.title}
        </Title>
        <Group gap="sm">
          <PhaseBadge phase={budget.phase} />
          <Text fw={700}>
            {t('budget.total', { total: formatYen(budget.total, i18n.language) })}
          </Text>
        </Group>
        <Text c="gray.8">{t(`phaseHints.${budget.phase}`)}</Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{budget.description}</Text>
      </Stack>
      {!user && budget.phase !== 'finished' && budget.phase !== 'reviewing' && (
        <Alert color="blue">
          <Link to={loginPath(paths.budget(budget.id))}>{t('budget.login')}</Link>
        </Alert>
      )}
      {budget.phase === 'accepting' && signedIn && <EnterProjectForm budget={budget} />}
      {budget.phase === 'balloting' &&
        signedIn &&
        budget.requires_verification &&
        !budget.verified && <VerifyResidentForm budgetId={budget.id} />}
      {budget.phase === 'balloting' && canCastBallot(user, budget) && (
        <Group>
          <Button
            component={Link}
            to={paths.ballot(budget.id)}
            leftSection={<IconCheckbox size={16} />}
          >
            {budget.ballot ? t('budget.changeBallot') : t('budget.vote')}
          </Button>
        </Group>
      )}
      {budget.phase === 'finished' && (
        <Group>
          <Button
            component={Link}
            to={paths.budgetResults(budget.id)}
            leftSection={<IconChartBar size={16} />}
          >
            {t('budget.results')}
          </Button>
        </Group>
      )}
      <Title order={2} size="h3">
        {t('budget.projects', { count: budget.projects.length })}
      </Title>
      {budget.projects.length === 0 ? (
        <Text c="dimmed">{t('budget.noProjects')}</Text>
      ) : (
        <Stack gap="sm">
          {budget.projects.map((project) => (
            <ProjectCard key={project.id} budget={budget} project={project} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
