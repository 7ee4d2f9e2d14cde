import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { statementsQueryKey } from './get-statements';
import { cancelStatementReads, refreshMap, updateStatement } from './statement-cache';

export interface ToggleAgreeInput {
  statementId: number;
  /** true to agree, false to take the agreement back. */
  agree: boolean;
}

export async function toggleAgree({ statementId, agree }: ToggleAgreeInput) {
  const { data } = agree
    ? await call(statementCalls.agree, { body: { statement_id: statementId } })
    : await call(statementCalls.unagree, { params: { id: statementId } });
  return data;
}

const agreeMutationKey = (statementId: number) =>
  [...statementsQueryKey, 'agree', statementId] as const;

/** Whether a toggle of this statement is on its way, from whichever copy it was clicked. */
export const useAgreePending = (statementId: number) =>
  useIsMutating({ mutationKey: agreeMutationKey(statementId) }) > 0;

/**
 * SPEC §4: the flag and the count change in every list at once, before the server answers;
 * a failure turns that one statement back, and the answer sets the server's own count.
 */
export function useToggleAgree(statementId: number) {
  const queryClient = useQueryClient();
  const setAgree = (agree: boolean, delta: number) =>
    updateStatement(queryClient, statementId, (statement) =>
      statement.agree_flag === agree
        ? statement
        : {
            ...statement,
            agree_flag: agree,
            agree_count: Math.max(0, statement.agree_count + delta),
          },
    );

  return useMutation({
    mutationKey: agreeMutationKey(statementId),
    mutationFn: (agree: boolean) => toggleAgree({ statementId, agree }),
    onMutate: async (agree) => {
      await cancelStatementReads(queryClient);
      setAgree(agree, agree ? 1 : -1);
    },
    onError: (_error, agree) => setAgree(!agree, agree ? -1 : 1),
    onSuccess: ({ agree_flag, agree_count }) => {
      updateStatement(queryClient, statementId, (statement) => ({
        ...statement,
        agree_flag,
        agree_count,
      }));
      return refreshMap(queryClient);
    },
  });
}
