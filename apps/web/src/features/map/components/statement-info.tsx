import { Anchor, Avatar, Group, Image, Stack, Text } from '@mantine/core';
import { IconMapPin, IconMessageCircle, IconThumbUp } from '@tabler/icons-react';
import type { MapStatement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconText } from '@/components/icon-text';
import { paths } from '@/lib/paths';

/** The info window's simple statement view; its link opens the detail (`/?statement=ID`). */
export function StatementInfo({ statement }: { statement: MapStatement }) {
  const { t } = useTranslation('map');
  return (
    <Stack gap={6} maw={260}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={statement.avatar} alt="" name={statement.username} size={28} />
        <div style={{ minWidth: 0 }}>
          <Text size="xs" fw={500} truncate>
            {statement.username}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={statement.created_at}>
            {statement.created_distance_time}
          </Text>
        </div>
      </Group>
      <Text fw={600} size="sm" lineClamp={2}>
        {statement.title}
      </Text>
      {statement.image && <Image src={statement.image} alt="" h={80} radius="sm" fit="cover" />}
      <Text size="xs" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
        {statement.description}
      </Text>
      {statement.address && (
        <IconText icon={IconMapPin} size="xs" c="dimmed" truncate>
          {statement.address}
        </IconText>
      )}
      <Group gap="md">
        <IconText icon={IconThumbUp} size="xs" c="dimmed">
          {t('counts.agree', { ns: 'common', count: statement.agree_count })}
        </IconText>
        <IconText icon={IconMessageCircle} size="xs" c="dimmed">
          {t('counts.comments', { ns: 'common', count: statement.comment_count })}
        </IconText>
      </Group>
      <Anchor
        component={Link}
        to={{ pathname: paths.home, search: `?statement=${statement.id}` }}
        size="sm"
        fw={500}
      >
        {t('info.open')}
      </Anchor>
    </Stack>
  );
}
