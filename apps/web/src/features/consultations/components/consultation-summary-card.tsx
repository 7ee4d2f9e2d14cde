import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsultationSummary } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** A consultation in the list: its title to vote, what it asks, how many took part. */
export function ConsultationSummaryCard({ consultation }: { consultation: ConsultationSummary }) {
  const { t } = useTranslation('consultations');
  const titleId = `consultation-${consultation.id}-title`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          <Anchor component={Link} to={paths.consultation(consultation.id)}>
            {consultation.title}
          </Anchor>
        </Title>
        <Text size="sm" c="gray.7" lineClamp={3}>
          {consultation.description}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {t('list.statements', { count: consultation.statements })}
            {' · '}
            {t('list.participants', { count: consultation.participants })}
          </Text>
          <Anchor component={Link} to={paths.consultationResults(consultation.id)} size="sm">
            {t('results.link')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
