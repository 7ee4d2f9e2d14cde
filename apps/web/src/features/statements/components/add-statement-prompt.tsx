import { Avatar, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconPencilPlus } from '@tabler/icons-react';
import { isBlocked } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { LazyStatementFormModal } from './lazy-statement-form-modal';

/**
 * SPEC §2: the add-statement prompt box, for logged-in users only; it opens the add modal. A
 * blocked user, whose posts the server refuses, gets the reason in its place instead of a form
 * that could only fail.
 */
export function AddStatementPrompt() {
  const { t } = useTranslation('statements');
  const user = useCurrentUser().data;
  const [opened, { open, close }] = useDisclosure(false);
  if (!user) return null;
  if (isBlocked(user))
    return (
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="nowrap">
          <IconLock size={20} color="var(--mantine-color-red-8)" aria-hidden />
          <Text size="sm">{t('prompt.blocked')}</Text>
        </Group>
      </Paper>
    );
  return (
    <>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.avatar} alt="" name={user.name} size={40} />
          <UnstyledButton
            onClick={open}
            aria-haspopup="dialog"
            style={{
              flex: 1,
              minWidth: 0,
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 999,
              padding: '10px 16px',
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text c="dimmed" truncate>
                {t('prompt.placeholder', { name: user.name })}
              </Text>
              <IconPencilPlus size={18} color="var(--mantine-color-cyan-7)" aria-hidden />
            </Group>
          </UnstyledButton>
        </Group>
      </Paper>
      <LazyStatementFormModal opened={opened} onClose={close} />
    </>
  );
}
