import { Alert, Anchor, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsultations } from '@/lib/consultations';
import { paths } from '@/lib/paths';

/**
 * Role 1's consultations (issue 34): start one, and see how many take part in each; a
 * consultation's own page is where its pending statements are approved.
 */
export function ConsultationsPanel() {
  const { t } = useTranslation('admin');
  const consultations = useConsultations();
  return (
    <Stack gap="md">
      <Group>
        <Button component={Link} to={paths.newConsultation()} leftSection={<IconPlus size={16} />}>
          {t('consultations.start')}
        </Button>
        <Anchor component={Link} to={paths.consultations}>
          {t('consultations.all')}
        </Anchor>
      </Group>
      {consultations.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('tabs.consultations')} />
        </Center>
      ) : consultations.isError ? (
        <Alert color="red" role="alert">
          {consultations.error.message}
        </Alert>
      ) : consultations.data.length === 0 ? (
        <Text c="dimmed">{t('consultations.empty')}</Text>
      ) : (
        <Table>
          <caption>{t('consultations.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('consultations.title')}</Table.Th>
              <Table.Th scope="col">{t('consultations.statements')}</Table.Th>
              <Table.Th scope="col">{t('consultations.participants')}</Table.Th>
              <Table.Th scope="col">{t('consultations.results')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {consultations.data.map((consultation) => (
              <Table.Tr key={consultation.id}>
                <Table.Th scope="row" fw={500}>
                  <Anchor component={Link} to={paths.consultation(consultation.id)}>
                    {consultation.title}
                  </Anchor>
                </Table.Th>
                <Table.Td>{consultation.statements}</Table.Td>
                <Table.Td>{consultation.participants}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.consultationResults(consultation.id)}
                    aria-label={t('consultations.resultsOf', { title: consultation.title })}
                  >
                    {t('consultations.results')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
