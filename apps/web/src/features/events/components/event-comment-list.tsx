import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { EventComment } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { AuthorAvatar, AuthorName } from '@/components/author-link';
import { ClampedText } from '@/components/clamped-text';
import { CommentMenu } from '@/components/comment-menu';
import { PlainList } from '@/components/plain-list';
import type { MapFocus } from './event-map-area';

interface EventCommentListProps {
  comments: EventComment[];
  onFocus: (focus: MapFocus) => void;
}

function CommentPlace({
  comment,
  onFocus,
}: { comment: EventComment } & Pick<EventCommentListProps, 'onFocus'>) {
  const { t } = useTranslation('events');
  const { latitude: lat, longitude: lng } = comment;
  const name = comment.address || t('comments.pinnedPlace');
  if (lat === null || lng === null) {
    return comment.address ? (
      <Text size="sm" c="dimmed">
        {comment.address}
      </Text>
    ) : null;
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => onFocus({ lat, lng })}
      aria-label={t('comments.showOnMap', { place: name })}
    >
      <Group gap={4} wrap="nowrap">
        <IconMapPin size={14} aria-hidden />
        {name}
      </Group>
    </Anchor>
  );
}

export function EventCommentList({ comments, onFocus }: EventCommentListProps) {
  const { t, i18n } = useTranslation('events');
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (comments.length === 0) {
    return <Text c="dimmed">{t('comments.empty')}</Text>;
  }
  return (
    <PlainList gap="sm">
      {comments.map((comment) => (
        <Paper key={comment.id} component="li" withBorder p="sm" radius="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <AuthorAvatar author={comment} size={36} />
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs">
                <AuthorName author={comment} />
                <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
                  {dateFormat.format(new Date(comment.created_at))}
                </Text>
              </Group>
              <ClampedText lines={3}>{comment.comment}</ClampedText>
              <CommentPlace comment={comment} onFocus={onFocus} />
            </Stack>
            <CommentMenu targetType="event_comment" comment={comment} />
          </Group>
        </Paper>
      ))}
    </PlainList>
  );
}
