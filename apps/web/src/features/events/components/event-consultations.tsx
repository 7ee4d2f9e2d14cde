import { Anchor, Stack, Text, Title } from '@mantine/core';
import { canCreateConsultation, type EventDetail } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useEventConsultations } from '../api/get-event-consultations';

/** The event's consultations (issue 34), and for its organiser the way to start one. */
export function EventConsultations({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const consultations = useEventConsultations(event.id).data ?? [];
  const user = useCurrentUser().data;
  const canStart = canCreateConsultation(user, event);
  if (consultations.length === 0 && !canStart) return null;
  return (
    <Stack gap={4}>
      <Title order={2} fz="md">
        {t('consultations.heading')}
      </Title>
      {consultations.map((consultation) => (
        <Anchor key={consultation.id} component={Link} to={paths.consultation(consultation.id)}>
          {consultation.title}
          <Text span size="sm" c="gray.7">
            {' '}
            ({t('consultations.people', { count: consultation.participants })})
          </Text>
        </Anchor>
      ))}
      {canStart && (
        <Anchor component={Link} to={paths.newConsultation(event.id)} size="sm">
          {t('consultations.start')}
        </Anchor>
      )}
    </Stack>
  );
}
