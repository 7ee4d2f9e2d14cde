import { type ReactNode, useState } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { canDeleteStatementComment, type Statement, type StatementComment } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { AuthorAvatar, AuthorName } from '@/components/author-link';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ClampedText } from '@/components/clamped-text';
import { CommentMenu } from '@/components/comment-menu';
import { PlainList } from '@/components/plain-list';
import { useCurrentUser } from '@/lib/auth';
import { useDeleteComment } from '../api/delete-comment';

interface StatementCommentsProps {
  statement: Statement;
  /** Newest first: the list item's latest few, or the detail's loaded pages. */
  comments?: StatementComment[];
  /** Under the list, e.g. the detail's "More comments". */
  footer?: ReactNode;
}

/** Newest first; the X button deletes, after a confirmation (SPEC §5/§6). */
export function StatementComments({
  statement,
  comments = statement.comments,
  footer,
}: StatementCommentsProps) {
  const { t } = useTranslation('statements');
  const user = useCurrentUser().data;
  const remove = useDeleteComment(statement.id);
  const [deleting, setDeleting] = useState<StatementComment | null>(null);
  if (comments.length === 0) return null;

  const deleteNow = (comment: StatementComment) =>
    remove.mutate(comment.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <>
      <PlainList gap="xs" aria-label={t('item.commentsLabel', { title: statement.title })}>
        {comments.map((comment) => (
          <Group key={comment.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
            <AuthorAvatar author={comment} size={28} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6}>
                <AuthorName author={comment} />
                <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
                  {comment.created_distance_time}
                </Text>
              </Group>
              <ClampedText size="sm" lines={3}>
                {comment.comment}
              </ClampedText>
              {comment.hidden_reason && (
                <Text size="xs" c="orange.9">
                  {t(`hidden.${comment.hidden_reason}`)}
                </Text>
              )}
            </Stack>
            <CommentMenu targetType="comment" comment={comment} />
            {canDeleteStatementComment(user, { statement, comment }) && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => setDeleting(comment)}
                aria-label={t('comments.delete', { name: comment.username })}
              >
                <IconX size={14} />
              </ActionIcon>
            )}
          </Group>
        ))}
      </PlainList>
      {footer}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('comments.deleteTitle')}
        message={t('item.confirmDelete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteNow(deleting)}
        loading={remove.isPending}
      />
    </>
  );
}
