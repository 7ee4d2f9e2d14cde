import { useState } from 'react';
import { Anchor, Grid, Group, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { canLinkStatementToEvent, canManageEvent, isBlocked } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { MoreButton } from '@/components/more-button';
import { useEvent } from '../api/get-event';
import { useEventComments } from '../api/get-event-comments';
import { EventCommentForm } from '../components/event-comment-form';
import { EventConsultations } from '../components/event-consultations';
import { EventCommentList } from '../components/event-comment-list';
import { EventDetailView } from '../components/event-detail-view';
import { LinkStatementsButton } from '../components/link-statements-button';
import { EventMapArea, type MapFocus } from '../components/event-map-area';
import { EventQueryState } from '../components/event-query-state';

export function EventDetailPage() {
  const { t } = useTranslation('events');
  const id = Number(useParams().id);
  const event = useEvent(id);
  const commentPages = useEventComments(id);
  const comments = commentPages.data?.pages.flatMap((page) => page.data) ?? [];
  const user = useCurrentUser().data;
  const [focus, setFocus] = useState<MapFocus | null>(null);
  usePageMeta(event.data?.title ?? t('detail.title'), event.data?.description.slice(0, 150));

  return (
    <EventQueryState query={event}>
      {(data) => (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              <EventDetailView
                event={data}
                loadedAt={event.dataUpdatedAt}
                manageable={canLinkStatementToEvent(user, data)}
              />
              {canLinkStatementToEvent(user, data) && (
                <Group>
                  <LinkStatementsButton event={data} />
                </Group>
              )}
              {canManageEvent(user, data) && (
                <Anchor component={Link} to={paths.editEvent(id)}>
                  <Group gap={4}>
                    <IconPencil size={16} aria-hidden />
                    {t('detail.edit')}
                  </Group>
                </Anchor>
              )}
              <EventConsultations event={data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              <EventMapArea event={data} comments={comments} focus={focus} />
              <Title order={2} fz="lg">
                {t('comments.count', { count: data.comments_count })}
              </Title>
              {user && !isBlocked(user) && <EventCommentForm eventId={id} />}
              <EventCommentList comments={comments} onFocus={setFocus} />
              <MoreButton pages={commentPages}>{t('comments.more')}</MoreButton>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </EventQueryState>
  );
}
