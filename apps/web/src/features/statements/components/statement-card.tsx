import { useId } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconMapPin,
  IconMessageCircle,
  IconThumbUp,
} from '@tabler/icons-react';
import type { MasterCategory, Statement, TimelineEntry } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthorAvatar, AuthorName } from '@/components/author-link';
import { CategoryBadges } from '@/components/category-badges';
import { HighlightedText } from '@/components/highlighted-text';
import { IconText } from '@/components/icon-text';
import { ImageGrid } from '@/components/image-grid';
import { ClampedText } from '@/components/clamped-text';
import { useCurrentUser } from '@/lib/auth';
import { formatRank } from '@/lib/format';
import { AgreeButton } from './agree-button';
import { CommentForm } from './comment-form';
import { FollowButton } from './follow-button';
import { ShareStatementButton } from './share-statement-button';
import { StatementCommentPages } from './statement-comment-pages';
import { StatementComments } from './statement-comments';
import { StatementMenu } from './statement-menu';
import { HiddenNotice, OfficialAnswer, StatusBadge } from './statement-status';
import { StatementAssignForm } from './statement-assign-form';
import { StatementStatusForm } from './statement-status-form';
import { StatementTimeline } from './statement-timeline';

/** A point on the map with its name, for "address click centres the map" (SPEC §2). */
export interface StatementPlace {
  lat: number;
  lng: number;
  locationName: string;
}

export interface StatementCardProps {
  statement: Statement;
  /** Place in the ranking, from 1; the detail modal shows none. */
  rank?: number;
  /** Opens the detail modal; absent inside it. */
  onOpen?: (id: number) => void;
  onLocate?: (place: StatementPlace) => void;
  onCategory?: (category: MasterCategory) => void;
  headingOrder?: 2 | 3;
  /** Called after the statement was deleted from its menu. */
  onDeleted?: () => void;
  /** The detail: its comments page by page since `loadedAt` (the list shows the latest few). */
  commentPages?: { loadedAt: number };
  /** The detail's public timeline (issue 32). */
  timeline?: TimelineEntry[];
  /** A search's words, marked in the title and the description. */
  terms?: readonly string[];
}

function Address({ statement, onLocate }: Pick<StatementCardProps, 'statement' | 'onLocate'>) {
  const { t } = useTranslation('statements');
  const { address, latitude: lat, longitude: lng } = statement;
  if (!address && lat === null) return null;
  const name = address || t('item.pinnedPlace');
  if (lat === null || lng === null || !onLocate) {
    return (
      <IconText icon={IconMapPin} c="dimmed">
        {name}
      </IconText>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="left"
      onClick={() => onLocate({ lat, lng, locationName: name })}
      aria-label={t('item.showOnMap', { place: name })}
    >
      <IconText icon={IconMapPin}>{name}</IconText>
    </Anchor>
  );
}

/** The department in charge, which links to the list of all its statements (the detail). */
function Department({ statement }: Pick<StatementCardProps, 'statement'>) {
  const { t } = useTranslation('statements');
  const { department } = statement;
  return (
    <IconText icon={IconBuildingCommunity} c="dimmed">
      {t('department.label')}:{' '}
      {department ? (
        <Anchor
          component={Link}
          to={paths.departmentStatements(department.id)}
          size="sm"
          title={t('department.showAll', { name: department.name })}
        >
          {department.name}
        </Anchor>
      ) : (
        t('department.none')
      )}
    </IconText>
  );
}

function Counts({ statement, onOpen }: Pick<StatementCardProps, 'statement' | 'onOpen'>) {
  const { t } = useTranslation('statements');
  const comments = (
    <IconText icon={IconMessageCircle} c="gray.7">
      {t('counts.comments', { ns: 'common', count: statement.comment_count })}
    </IconText>
  );
  return (
    <Group gap="md">
      <IconText icon={IconThumbUp} c="cyan" fw={600}>
        {t('counts.agree', { ns: 'common', count: statement.agree_count })}
      </IconText>
      {onOpen ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="gray.7"
          onClick={() => onOpen(statement.id)}
          aria-haspopup="dialog"
        >
          {comments}
        </Anchor>
      ) : (
        comments
      )}
    </Group>
  );
}

/** One statement exactly as SPEC §2 lists it; the owner's own stand out. */
export function StatementCard(props: StatementCardProps) {
  const { statement, rank, onOpen, onLocate, onCategory, headingOrder = 3, onDeleted } = props;
  const { commentPages, timeline, terms = [] } = props;
  const { t } = useTranslation('statements');
  const user = useCurrentUser().data;
  const titleId = useId();
  const own = user?.id === statement.user_id;
  const done = statement.status === 'done';
  // The list shows a status once something became of the statement; the detail always does.
  const showStatus = statement.status !== 'open' || commentPages !== undefined;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      bg={own ? 'cyan.0' : undefined}
      style={
        done
          ? { borderColor: 'var(--mantine-color-teal-5)', borderWidth: 2 }
          : own
            ? { borderColor: 'var(--mantine-color-cyan-4)' }
            : undefined
      }
      data-own={own || undefined}
      data-status={statement.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {rank !== undefined && (
              <Badge size="lg" radius="sm" tt="none" variant={rank <= 3 ? 'filled' : 'light'}>
                {formatRank(rank)}
              </Badge>
            )}
            <AuthorAvatar author={statement} size={36} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <AuthorName author={statement} />
                {own && (
                  <Badge size="xs" variant="outline">
                    {t('item.yours')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" component="time" dateTime={statement.created_at}>
                {statement.created_distance_time}
              </Text>
            </Stack>
          </Group>
          <StatementMenu statement={statement} onDeleted={onDeleted} />
        </Group>
        <HiddenNotice reason={statement.hidden_reason} />
        <Address statement={statement} onLocate={onLocate} />
        {showStatus && (
          <Group gap={6}>
            <StatusBadge status={statement.status} />
          </Group>
        )}
        <Title order={headingOrder} id={titleId} fz={headingOrder === 2 ? 22 : 18}>
          {onOpen ? (
            // A link (a new tab, a copied address work), which opens the detail in place.
            <Anchor
              href={paths.statement(statement.id)}
              inherit
              c="inherit"
              aria-haspopup="dialog"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(statement.id);
              }}
            >
              <HighlightedText text={statement.title} terms={terms} />
            </Anchor>
          ) : (
            <HighlightedText text={statement.title} terms={terms} />
          )}
        </Title>
        <ClampedText terms={terms}>{statement.description}</ClampedText>
        <OfficialAnswer statement={statement} />
        {commentPages && (
          <>
            <Department statement={statement} />
            {timeline && <StatementTimeline timeline={timeline} />}
            <StatementStatusForm statement={statement} />
            <StatementAssignForm statement={statement} />
          </>
        )}
        <ImageGrid images={statement.images} title={statement.title} />
        <Group gap={6}>
          <CategoryBadges categories={statement.categories} onSelect={onCategory} />
          {statement.free_category && (
            <Badge variant="outline" color="gray" radius="sm">
              {statement.free_category}
            </Badge>
          )}
          {statement.money_with_currency && (
            <Badge variant="light" color="orange" radius="sm">
              {t('item.money', { amount: statement.money_with_currency })}
            </Badge>
          )}
          {statement.event && (
            <Badge
              component={Link}
              to={paths.eventDetail(statement.event.id)}
              variant="light"
              color="grape"
              radius="sm"
              tt="none"
              style={{ cursor: 'pointer', maxWidth: '100%' }}
            >
              {t('item.event', { title: statement.event.title })}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" gap="xs">
          <Counts statement={statement} onOpen={onOpen} />
          <Group gap="xs">
            <AgreeButton statement={statement} />
            {commentPages && <FollowButton statement={statement} />}
            <ShareStatementButton statement={statement} />
          </Group>
        </Group>
        {commentPages ? (
          <StatementCommentPages statement={statement} loadedAt={commentPages.loadedAt} />
        ) : (
          <StatementComments statement={statement} />
        )}
        <CommentForm statementId={statement.id} title={statement.title} />
      </Stack>
    </Paper>
  );
}
