import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ConsultationStatement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useModerateConsultationStatement } from '../api/moderate-consultation-statement';

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

  const decide = (statementId: number, approve: boolean) =>
    moderate.mutate(
      { consultationId, statementId, approve },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(approve ? 'moderate.approved' : 'moderate.rejected'),
          }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );

  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('moderate.heading')}
      </Title>
      {statements.map((statement) => (
        <Card key={statement.id} withBorder padding="sm">
          <Stack gap="xs">
            <Text>{statement.text}</Text>
            <Group justify="flex-end" gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={moderate.isPending}
                onClick={() => decide(statement.id, false)}
              >
                {t('moderate.reject')}
              </Button>
              <Button
                size="xs"
                color="teal"
                disabled={moderate.isPending}
                onClick={() => decide(statement.id, true)}
              >
                {t('moderate.approve')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
