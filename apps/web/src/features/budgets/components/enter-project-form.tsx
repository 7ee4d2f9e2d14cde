import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { Budget } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { formatYen } from '@/lib/format';
import { useSending } from '@/lib/use-sending';
import { useEnterBudgetProject } from '../api/enter-budget-project';
import { useMyPricedStatements } from '../api/get-my-priced-statements';

/** While a budget accepts projects, its author enters one of their statements with an amount. */
export function EnterProjectForm({ budget }: { budget: Budget }) {
  const { t, i18n } = useTranslation('budgets');
  const mine = useMyPricedStatements(true);
  const enter = useEnterBudgetProject(budget.id);
  const sending = useSending();
  const [statementId, setStatementId] = useState<string | null>(null);
  const entered = new Set(budget.projects.map((project) => project.statement_id));
  const options = (mine.data ?? [])
    .filter((statement) => !entered.has(statement.id))
    .map((statement) => ({
      value: String(statement.id),
      label: t('enter.option', {
        title: statement.title,
        price: formatYen(statement.money ?? 0, i18n.language),
      }),
    }));
  const submit = () => {
    if (statementId === null) return;
    sending.send(enter, Number(statementId), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('enter.done') });
        setStatementId(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="enter-project">
      <Stack gap="sm">
        <Title order={2} size="h4" id="enter-project">
          {t('enter.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('enter.hint')}
        </Text>
        {mine.isError ? (
          <Text c="red.8">{mine.error.message}</Text>
        ) : !mine.isPending && options.length === 0 ? (
          <Text c="dimmed">{t('enter.none')}</Text>
        ) : (
          <Group align="flex-end">
            <Select
              label={t('enter.statement')}
              placeholder={t('enter.placeholder')}
              data={options}
              value={statementId}
              onChange={setStatementId}
              disabled={mine.isPending}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              onClick={submit}
              disabled={statementId === null}
              loading={sending.busy}
              leftSection={<IconPlus size={16} />}
            >
              {t('enter.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
