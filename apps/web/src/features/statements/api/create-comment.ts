import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATEMENT_COMMENT_PREVIEW, statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { refreshMap, updateCommentPages, updateStatement } from './statement-cache';

export function createComment(statementId: number, comment: string) {
  return call(statementCalls.comment, { body: { statement_id: statementId, comment } });
}

/** SPEC §4: the comment count rises and the new comment leads the list (newest first). */
export function useCreateComment(statementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => createComment(statementId, comment),
    onSuccess: ({ data, comment_count }) => {
      updateStatement(queryClient, statementId, (statement, copy) => {
        const comments = [data, ...statement.comments.filter((c) => c.id !== data.id)];
        return {
          ...statement,
          comment_count,
          comments: copy === 'list' ? comments.slice(0, STATEMENT_COMMENT_PREVIEW) : comments,
        };
      });
      updateCommentPages(queryClient, statementId, comment_count, (comments, index) =>
        index === 0 ? [data, ...comments.filter((c) => c.id !== data.id)] : comments,
      );
      return refreshMap(queryClient);
    },
  });
}
