import { Anchor, Center, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoreButton } from '@/components/more-button';
import { paths } from '@/lib/paths';
import { useMyEvents } from '../api/get-my-events';

/** SPEC §2: the organiser's own events beside the create form (role 1 only). */
export function MyEventsTable() {
  const { t } = useTranslation('events');
  const mine = useMyEvents();
  const rows = mine.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-events-heading">
      <Title order={2} fz="lg" id="my-events-heading">
        {t('mine.title')}
      </Title>
      {mine.isPending ? (
        <Center>
          <Loader size="sm" aria-label={t('status.loading')} />
        </Center>
      ) : mine.isError ? (
        <Text c="red">{mine.error.message}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('mine.empty')}</Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mine.eventTitle')}</Table.Th>
              <Table.Th>{t('mine.startDate')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('mine.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.eventDetail(event.id)}>
                    {event.title}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{event.start_date}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor
                    component={Link}
                    to={paths.editEvent(event.id)}
                    aria-label={t('mine.editNamed', { title: event.title })}
                  >
                    {t('mine.edit')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <MoreButton pages={mine} prominent>
        {t('list.viewMore')}
      </MoreButton>
    </Stack>
  );
}
