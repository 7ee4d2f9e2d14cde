import { useId } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ConsultationStatement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useModerateConsultationStatement } from '../api/moderate-consultation-statement';

/** The two decisions on a proposed statement, reject first so approve ends the row. */
const DECISIONS = [
  {
    approve: false,
    label: 'moderate.reject',
    done: 'moderate.rejected',
    look: { variant: 'default' },
  },
  { approve: true, label: 'moderate.approve', done: 'moderate.approved', look: { color: 'teal' } },
] as const;

type Moderation = ReturnType<typeof useModerateConsultationStatement>;

/** One proposed statement and its decisions, each described by the statement's text. */
function PendingStatement({
  consultationId,
  statement,
  moderate,
}: {
  consultationId: number;
  statement: ConsultationStatement;
  moderate: Moderation;
}) {
  const { t } = useTranslation('consultations');
  const textId = useId();
  const deciding = moderate.isPending ? moderate.variables : undefined;
  const decide = ({ approve, done }: (typeof DECISIONS)[number]) =>
    moderate.mutate(
      { consultationId, statementId: statement.id, approve },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t(done) }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Text id={textId}>{statement.text}</Text>
        <Group justify="flex-end" gap="xs">
          {DECISIONS.map((decision) => (
            <Button
              key={decision.label}
              size="xs"
              {...decision.look}
              aria-describedby={textId}
              disabled={moderate.isPending}
              loading={
                deciding?.statementId === statement.id && deciding.approve === decision.approve
              }
              onClick={() => decide(decision)}
            >
              {t(decision.label)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** Who runs the consultation approves or rejects what participants proposed (logged). */
export function PendingStatements({
  consultationId,
  statements,
}: {
  consultationId: number;
  statements: ConsultationStatement[];
}) {
  const { t } = useTranslation('consultations');
  const moderate = useModerateConsultationStatement();
  if (statements.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('moderate.heading')}
      </Title>
      {statements.map((statement) => (
        <PendingStatement
          key={statement.id}
          consultationId={consultationId}
          statement={statement}
          moderate={moderate}
        />
      ))}
    </Stack>
  );
}
