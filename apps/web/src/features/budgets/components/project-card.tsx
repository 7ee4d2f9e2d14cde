import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconThumbUp } from '@tabler/icons-react';
import { canSupportProject, type Budget, type BudgetProject } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { formatYen } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSupportBudgetProject } from '../api/support-budget-project';

/** One project: its statement, price, review and supports; the support button while supporting. */
export function ProjectCard({ budget, project }: { budget: Budget; project: BudgetProject }) {
  const { t, i18n } = useTranslation('budgets');
  const user = useCurrentUser().data;
  const support = useSupportBudgetProject(budget.id);
  const onSupport = () =>
    support.mutate(project.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('project.supported') }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={project.title}>
      <Stack gap={6}>
        <Anchor component={Link} to={paths.statement(project.statement_id)} fw={700}>
          {project.title}
        </Anchor>
        <Group gap="xs">
          <Text size="sm">
            {t('project.price', { price: formatYen(project.price, i18n.language) })}
          </Text>
          {project.feasible !== null && (
            <Badge color={project.feasible ? 'teal' : 'red'} variant="light">
              {t(project.feasible ? 'project.feasible' : 'project.infeasible')}
            </Badge>
          )}
          <Text size="sm" c="gray.7">
            {t('project.supports', { count: project.supports })}
          </Text>
        </Group>
        {project.explanation && (
          <Text size="sm" c="gray.8">
            {project.explanation}
          </Text>
        )}
        {budget.phase === 'supporting' && canSupportProject(user) && (
          <Group>
            <Button
              size="xs"
              variant={project.supported ? 'light' : 'filled'}
              disabled={project.supported}
              loading={support.isPending}
              leftSection={<IconThumbUp size={14} />}
              onClick={onSupport}
            >
              {project.supported ? t('project.alreadySupported') : t('project.support')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
