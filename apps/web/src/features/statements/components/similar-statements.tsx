import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconThumbUp } from '@tabler/icons-react';
import type { SimilarStatement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { IconText } from '@/components/icon-text';
import { PlainList } from '@/components/plain-list';
import { SIMILAR_MIN_LENGTH, useSimilarStatements } from '../api/get-similar-statements';
import { useToggleAgree } from '../api/toggle-agree';

/** How long typing must pause before similar statements are looked up. */
const TYPING_PAUSE_MS = 400;

function SimilarItem({
  statement,
  onAgreed,
}: {
  statement: SimilarStatement;
  onAgreed: () => void;
}) {
  const { t } = useTranslation('search');
  const agree = useToggleAgree(statement.id);
  const agreeInstead = () => {
    if (statement.agree_flag) {
      notifications.show({ message: t('similar.alreadyAgreed', { title: statement.title }) });
      onAgreed();
      return;
    }
    agree.mutate(true, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('similar.agreed', { title: statement.title }),
        });
        onAgreed();
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {statement.title}
        </Text>
        <IconText icon={IconThumbUp} size="xs" c="cyan">
          {t('counts.agree', { ns: 'common', count: statement.agree_count })}
        </IconText>
      </Stack>
      <Button
        size="compact-sm"
        variant="light"
        onClick={agreeInstead}
        loading={agree.isPending}
        aria-label={t('similar.agreeInsteadLabel', { title: statement.title })}
        style={{ flexShrink: 0 }}
      >
        {t('similar.agreeInstead')}
      </Button>
    </Group>
  );
}

/**
 * Issue 17: while a new statement's title is typed, the statements it may repeat, each with
 * "Agree with this instead", which agrees and then `onAgreed` (the form closes). Nothing shows
 * when none is similar; a polite live region says how many were found.
 */
export function SimilarStatements({ title, onAgreed }: { title: string; onAgreed: () => void }) {
  const { t } = useTranslation('search');
  const [typed] = useDebouncedValue(title.trim(), TYPING_PAUSE_MS);
  const similar = useSimilarStatements(typed);
  const found = typed.length >= SIMILAR_MIN_LENGTH ? (similar.data ?? []) : [];
  return (
    <>
      <VisuallyHidden aria-live="polite">
        {found.length > 0 && t('similar.found', { count: found.length })}
      </VisuallyHidden>
      {found.length > 0 && (
        <Paper withBorder radius="md" p="sm" bg="yellow.0">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('similar.title')}
            </Text>
            <PlainList gap="xs">
              {found.map((statement) => (
                <SimilarItem key={statement.id} statement={statement} onAgreed={onAgreed} />
              ))}
            </PlainList>
          </Stack>
        </Paper>
      )}
    </>
  );
}
