import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementResponseSchema } from '@iagree/contract';
import { type SaveUploadInput, upload } from '@/lib/api-client';
import { statementQueryKey } from './get-statement';
import { insertStatement, refreshMap, updateStatement } from './statement-cache';

/** Create (POST /api/auth/statements) or update (POST /api/auth/user/statements/update/{id}). */
export async function saveStatement({ id, form, onProgress }: SaveUploadInput) {
  const path = id === undefined ? '/api/auth/statements' : `/api/auth/user/statements/update/${id}`;
  const { data } = await upload(path, form, {
    schema: import.meta.env.DEV && statementResponseSchema,
    onProgress,
  });
  return data;
}

/**
 * SPEC §4: a new statement joins the lists where its sort puts it; an updated one replaces its
 * copies (the list shows the new title) but keeps the latest comments the list already has.
 * The edit form's own query is left alone: it is fetched afresh whenever the form opens
 * (staleTime and gcTime 0), and dropping it here would reload the open form and swallow its
 * onSaved.
 */
export function useSaveStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStatement,
    onSuccess: (statement, { id }) => {
      void refreshMap(queryClient);
      if (id === undefined) return insertStatement(queryClient, statement);
      updateStatement(queryClient, id, (old, copy) =>
        copy === 'list' ? { ...statement, comments: old.comments } : statement,
      );
      return queryClient.invalidateQueries({ queryKey: statementQueryKey(id) });
    },
  });
}
