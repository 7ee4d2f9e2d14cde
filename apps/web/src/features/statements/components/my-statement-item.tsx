import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconThumbUp } from '@tabler/icons-react';
import type { MyStatement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconText } from '@/components/icon-text';
import { paths } from '@/lib/paths';
import { HiddenNotice, StatusBadge } from './statement-status';

/** One row of My statements: its title links to the detail, with its status and counts. */
export function MyStatementItem({ statement }: { statement: MyStatement }) {
  const { t } = useTranslation('statements');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={paths.statement(statement.id)} fw={600} lineClamp={2}>
            {statement.title}
          </Anchor>
          <StatusBadge status={statement.status} />
        </Group>
        <HiddenNotice reason={statement.hidden_reason} />
        <Group gap="md">
          <IconText icon={IconThumbUp} c="cyan" fw={600}>
            {t('counts.agree', { ns: 'common', count: statement.agree })}
          </IconText>
          <IconText icon={IconMessageCircle} c="gray.7">
            {t('counts.comments', { ns: 'common', count: statement.comment_count })}
          </IconText>
          <Text size="xs" c="gray.7" component="time" dateTime={statement.created_at}>
            {statement.created_distance_time}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
