import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canCreateConsultation } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { useConsultations } from '@/lib/consultations';
import { paths } from '@/lib/paths';
import { ConsultationQueryState } from '../components/consultation-query-state';
import { ConsultationSummaryCard } from '../components/consultation-summary-card';

/**
 * /consultation (issue 34): every consultation, newest first. Role 1 starts one from here; an
 * event's organiser starts theirs from the event's page.
 */
export function ConsultationsPage() {
  const { t } = useTranslation('consultations');
  const consultations = useConsultations();
  const user = useCurrentUser().data;
  return (
    <Stack gap={0}>
      <PageHeading title={t('list.title')} intro={t('list.intro')} />
      {canCreateConsultation(user, null) && (
        <Group mb="md">
          <Button
            component={Link}
            to={paths.newConsultation()}
            leftSection={<IconPlus size={16} />}
          >
            {t('list.start')}
          </Button>
        </Group>
      )}
      <ConsultationQueryState query={consultations}>
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed">{t('list.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {data.map((consultation) => (
                <ConsultationSummaryCard key={consultation.id} consultation={consultation} />
              ))}
            </SimpleGrid>
          )
        }
      </ConsultationQueryState>
    </Stack>
  );
}
