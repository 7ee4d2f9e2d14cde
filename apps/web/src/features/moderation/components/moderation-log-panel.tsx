import { useState } from 'react';
import { Center, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useModerationLog } from '../api/get-moderation-log';

/** The action log: who did what to which thing, when and why, newest first. */
export function ModerationLogPanel() {
  const { t, i18n } = useTranslation('moderation');
  const [page, setPage] = useState(1);
  const log = useModerationLog(page);
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (log.isPending) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (log.isError) return <Text c="red">{log.error.message}</Text>;
  if (log.data.data.length === 0) return <Text c="dimmed">{t('log.empty')}</Text>;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={600}>
        <Table striped aria-label={t('tabs.log')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('log.when')}</Table.Th>
              <Table.Th>{t('log.who')}</Table.Th>
              <Table.Th>{t('log.what')}</Table.Th>
              <Table.Th>{t('log.target')}</Table.Th>
              <Table.Th>{t('log.why')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <time dateTime={entry.created_at}>
                    {format.format(new Date(entry.created_at))}
                  </time>
                </Table.Td>
                <Table.Td>{entry.actor_name ?? t('log.system')}</Table.Td>
                <Table.Td>{t(`log.actions.${entry.action}`)}</Table.Td>
                <Table.Td>
                  {t(`log.targets.${entry.target_type}`, { defaultValue: entry.target_type })}
                  {': '}
                  {entry.target_name ?? t('log.deleted', { id: entry.target_id })}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{entry.reason ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {log.data.meta.last_page > 1 && (
        <Pagination total={log.data.meta.last_page} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
