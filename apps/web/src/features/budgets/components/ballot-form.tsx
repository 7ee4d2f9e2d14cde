import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import type { Budget } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { formatYen } from '@/lib/format';
import { useSending } from '@/lib/use-sending';
import { useSaveBallot } from '../api/save-ballot';

/** What a ballot of `chosen` spends and leaves of the budget's total (negative: over it). */
export function ballotMoney(budget: Pick<Budget, 'total' | 'projects'>, chosen: number[]) {
  const spent = budget.projects
    .filter((project) => chosen.includes(project.id))
    .reduce((sum, project) => sum + project.price, 0);
  return { spent, left: budget.total - spent };
}

/**
 * The resident's ballot: the feasible projects to tick, what is left to spend as they are
 * ticked, and a submit that stays off while the ballot is over the total.
 */
export function BallotForm({ budget }: { budget: Budget }) {
  const { t, i18n } = useTranslation('budgets');
  const yen = (amount: number) => formatYen(amount, i18n.language);
  const choices = budget.projects.filter((project) => project.feasible === true);
  const [chosen, setChosen] = useState<number[]>(() =>
    (budget.ballot ?? []).filter((id) => choices.some((project) => project.id === id)),
  );
  const save = useSaveBallot(budget.id);
  const sending = useSending();
  const { spent, left } = ballotMoney(budget, chosen);
  const over = left < 0;

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  const submit = () =>
    sending.send(save, chosen, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('ballot.saved') }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="md"
        pos="sticky"
        top={64}
        style={{ zIndex: 2 }}
        bg="var(--mantine-color-body)"
      >
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} role="status" aria-live="polite" c={over ? 'red.8' : undefined}>
              {over
                ? t('ballot.over', { amount: yen(-left) })
                : t('ballot.left', { amount: yen(left) })}
            </Text>
            <Text size="sm" c="gray.7">
              {t('ballot.of', { spent: yen(spent), total: yen(budget.total) })}
            </Text>
          </Group>
          <Progress
            value={Math.min(100, (spent / budget.total) * 100)}
            color={over ? 'red' : 'teal'}
            aria-label={t('ballot.progress')}
          />
        </Stack>
      </Paper>
      {choices.length === 0 ? (
        <Text c="dimmed">{t('ballot.none')}</Text>
      ) : (
        <Stack gap="xs">
          {choices.map((project) => (
            <Paper key={project.id} withBorder radius="md" p="sm">
              <Checkbox
                // 24 px: a tap target of WCAG 2.2 (SC 2.5.8) on its own.
                size="md"
                checked={chosen.includes(project.id)}
                onChange={(event) => toggle(project.id, event.currentTarget.checked)}
                label={t('ballot.choice', { title: project.title, price: yen(project.price) })}
                description={project.explanation}
              />
            </Paper>
          ))}
        </Stack>
      )}
      {over && (
        <Alert color="red" role="alert">
          {t('ballot.overHint')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={submit}
          disabled={over}
          loading={sending.busy}
          leftSection={<IconCheck size={16} />}
        >
          {t('ballot.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
