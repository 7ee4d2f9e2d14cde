import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { statementQueryKey } from './get-statement';
import { statementListsQueryKey } from './get-statements';
import { refreshMap, updateCommentPages, updateStatement } from './statement-cache';

export function deleteComment(statementId: number, commentId: number) {
  return call(statementCalls.deleteComment, {
    params: { id: statementId },
    body: { comment_id: commentId },
  });
}

/**
 * SPEC §4: the count falls and the comment leaves the open modal and the list at once. The
 * lists are marked stale, since an item's preview now has room for an older comment.
 */
export function useDeleteComment(statementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(statementId, commentId),
    onSuccess: ({ comment_count }, commentId) => {
      updateStatement(queryClient, statementId, (statement) => ({
        ...statement,
        comment_count,
        comments: statement.comments.filter((comment) => comment.id !== commentId),
      }));
      updateCommentPages(queryClient, statementId, comment_count, (comments) =>
        comments.filter((comment) => comment.id !== commentId),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: statementQueryKey(statementId) }),
        queryClient.invalidateQueries({ queryKey: statementListsQueryKey, refetchType: 'none' }),
        refreshMap(queryClient),
      ]);
    },
  });
}
