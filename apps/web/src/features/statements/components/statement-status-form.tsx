import { useState } from 'react';
import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  canSetStatus,
  MAX_ANSWER_LENGTH,
  type Statement,
  STATEMENT_STATUSES,
  type StatementStatus,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { LongTextField } from '@/components/long-text-field';
import { useCurrentUser } from '@/lib/auth';
import { useSetStatementStatus } from '../api/set-statement-status';

/**
 * Role 1, or the staff of the department in charge, says what became of the statement, with
 * an official answer (the detail only).
 */
export function StatementStatusForm({ statement }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const user = useCurrentUser().data;
  const [status, setStatus] = useState<StatementStatus>(statement.status);
  const [answer, setAnswer] = useState(statement.answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSetStatementStatus();
  if (!canSetStatus(user, { department_id: statement.department?.id ?? null })) return null;

  const submit = () =>
    save.mutate(
      { id: statement.id, status, answer },
      {
        onSuccess: () => {
          setError(undefined);
          notifications.show({ color: 'teal', message: t('progress.saved') });
        },
        onError: (failure) => setError(failure.message),
      },
    );

  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={t('progress.formLabel')}>
      <Stack gap="xs">
        <Select
          label={t('progress.label')}
          data={STATEMENT_STATUSES.map((value) => ({ value, label: t(`progress.${value}`) }))}
          value={status}
          onChange={(value) => value && setStatus(value as StatementStatus)}
          allowDeselect={false}
        />
        <LongTextField
          label={t('progress.answer')}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          maxLength={MAX_ANSWER_LENGTH}
          error={error}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {t('progress.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
