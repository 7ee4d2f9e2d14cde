import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call, type SaveUploadInput } from '@/lib/api-client';
import { statementQueryKey } from './get-statement';
import { insertStatement, refreshMap, updateStatement } from './statement-cache';

/** Creates a statement, or updates statement `id`. */
export async function saveStatement({ id, form, onProgress }: SaveUploadInput) {
  const { data } =
    id === undefined
      ? await call(statementCalls.create, { body: form, onProgress })
      : await call(statementCalls.update, { params: { id }, body: form, onProgress });
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
