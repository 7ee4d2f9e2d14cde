import { Alert, Badge, Paper, Stack, Text } from '@mantine/core';
import { IconConfetti, IconEyeOff, IconMessageCircleCheck } from '@tabler/icons-react';
import type { HiddenReason, Statement, StatementStatus } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** Each status's colour; `done` is celebrated with its own filled badge and confetti. */
export const STATUS_COLORS: Record<StatementStatus, string> = {
  open: 'gray',
  under_review: 'yellow',
  in_progress: 'blue',
  done: 'teal',
  declined: 'red',
};

export function StatusBadge({ status }: { status: StatementStatus }) {
  const { t } = useTranslation('statements');
  const done = status === 'done';
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant={done ? 'filled' : 'light'}
      radius="sm"
      size={done ? 'lg' : 'md'}
      leftSection={done ? <IconConfetti size={14} /> : undefined}
      data-status={status}
    >
      {t(`progress.${status}`)}
    </Badge>
  );
}

/** Role 1's official answer under the description, with who gave it and when. */
export function OfficialAnswer({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation('statements');
  if (statement.answer === null) return null;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      bg={statement.status === 'done' ? 'teal.0' : 'gray.0'}
      aria-label={t('progress.answerLabel')}
      component="section"
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          <IconMessageCircleCheck size={16} style={{ verticalAlign: 'text-bottom' }} />{' '}
          {t('progress.answerLabel')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {statement.answer}
        </Text>
        <Text size="xs" c="dimmed">
          {t('progress.answeredBy', {
            name: statement.answered_by ?? t('progress.someone'),
            date: statement.answered_at ? formatDateTime(statement.answered_at, i18n.language) : '',
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** What its author (and role 1) read on a hidden statement or comment: that it is, and why. */
export function HiddenNotice({ reason }: { reason: HiddenReason | null }) {
  const { t } = useTranslation('statements');
  if (reason === null) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconEyeOff size={16} />} p="xs">
      {t(`hidden.${reason}`)}
    </Alert>
  );
}
