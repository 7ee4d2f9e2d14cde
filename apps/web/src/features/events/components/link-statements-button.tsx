import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLink, IconSearch } from '@tabler/icons-react';
import type { EventDetail, Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { PlainList } from '@/components/plain-list';
import { useStatementsToLink } from '../api/find-statements-to-link';
import { useLinkEventStatement } from '../api/link-event-statement';
import { AgreeCountBadge } from './agree-count-badge';

/**
 * The organiser gathers the statements an event answers by searching for them (issue 29),
 * rather than asking each author to type the event's code.
 */
export function LinkStatementsButton({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconLink size={16} aria-hidden />} onClick={open}>
        {t('link.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('link.title')} size="lg">
        <LinkStatementsSearch event={event} />
      </Modal>
    </>
  );
}

function LinkStatementsSearch({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const [value, setValue] = useState('');
  const [keyword] = useDebouncedValue(value.trim(), 300);
  const found = useStatementsToLink(keyword);
  return (
    <Stack>
      <TextInput
        label={t('link.search')}
        description={t('link.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        value={value}
        onChange={(change) => setValue(change.currentTarget.value)}
        data-autofocus
      />
      {found.isError && (
        <Text c="red.8" size="sm" role="alert">
          {found.error.message}
        </Text>
      )}
      {keyword !== '' && found.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('link.none', { keyword })}
        </Text>
      )}
      {keyword !== '' && found.data && found.data.length > 0 && (
        <PlainList gap="xs">
          {found.data.map((statement) => (
            <FoundStatement key={statement.id} statement={statement} event={event} />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

function FoundStatement({ statement, event }: { statement: Statement; event: EventDetail }) {
  const { t } = useTranslation('events');
  const link = useLinkEventStatement();
  const linkedHere = statement.event?.id === event.id;
  const linkedElsewhere = statement.event !== null && !linkedHere;
  const onLink = () =>
    link.mutate(
      { eventId: event.id, statementId: statement.id },
      {
        onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={500} lineClamp={2}>
          {statement.title}
        </Text>
        <Group gap="xs">
          <AgreeCountBadge count={statement.agree_count} />
          {linkedElsewhere && (
            <Text size="xs" c="gray.7">
              {t('link.elsewhere', { title: statement.event?.title })}
            </Text>
          )}
        </Group>
      </Stack>
      {linkedHere ? (
        <Text size="sm" c="teal.8" style={{ whiteSpace: 'nowrap' }}>
          {t('link.done')}
        </Text>
      ) : (
        <Button
          size="xs"
          variant="light"
          disabled={linkedElsewhere}
          loading={link.isPending}
          onClick={onLink}
          aria-label={t('link.action', { title: statement.title })}
        >
          {t('link.button')}
        </Button>
      )}
    </Group>
  );
}

/** Takes one linked statement off the event, from the event's own list. */
export function UnlinkStatementButton({
  eventId,
  statement,
  onUnlink,
  pending,
}: {
  eventId: number;
  statement: { id: number; title: string };
  onUnlink: (link: { eventId: number; statementId: number }) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('events');
  return (
    <UnstyledButton
      fz="sm"
      c="red.8"
      disabled={pending}
      onClick={() => onUnlink({ eventId, statementId: statement.id })}
      aria-label={t('link.unlinkAction', { title: statement.title })}
      style={{ whiteSpace: 'nowrap', textDecoration: 'underline' }}
    >
      {t('link.unlink')}
    </UnstyledButton>
  );
}
