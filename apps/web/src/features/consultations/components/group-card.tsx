import { useId } from 'react';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ConsultationAnalysis } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { groupColor, groupName } from './group-colors';

type AnalysedGroup = ConsultationAnalysis['groups'][number];

const percent = (rate: number) => Math.round(rate * 100);

/** One opinion group: its size and the statements that set it apart from the others. */
export function GroupCard({
  group,
  textOf,
  mine,
}: {
  group: AnalysedGroup;
  textOf: (statementId: number) => string;
  mine: boolean;
}) {
  const { t } = useTranslation('consultations');
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      padding="md"
      style={{ borderLeft: `6px solid ${groupColor(group.id)}` }}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} fz="md" id={headingId}>
            {t('results.group', { name: groupName(group.id) })}
          </Title>
          <Text size="sm" c="gray.7">
            {t('results.size', { count: group.size })}
          </Text>
          {mine && <Badge variant="light">{t('results.you')}</Badge>}
        </Group>
        <Text size="sm" fw={500}>
          {t('results.representative')}
        </Text>
        {group.representative.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('results.noRepresentative')}
          </Text>
        ) : (
          <List spacing="xs">
            {group.representative.map((r) => (
              <List.Item key={r.statement_id}>
                <Text>{textOf(r.statement_id)}</Text>
                <Text size="xs" c="gray.7">
                  {t('results.agreeIn', { rate: percent(r.agree_in) })} ·{' '}
                  {t('results.agreeOut', { rate: percent(r.agree_out) })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
