import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { myStatementsQueryKey } from './get-my-statements';
import { statementsQueryKey } from './get-statements';

export const followQueryKey = (id: number) => [...statementsQueryKey, 'follow', id] as const;

export function getFollow(id: number, signal?: AbortSignal) {
  return call(statementCalls.following, { params: { id }, signal });
}

/** PUT follows, DELETE stops following; both may be repeated safely. */
export function setFollow(id: number, follow: boolean) {
  return call(follow ? statementCalls.follow : statementCalls.unfollow, { params: { id } });
}

export const followQueryOptions = (id: number) =>
  queryOptions({
    queryKey: followQueryKey(id),
    queryFn: ({ signal }) => getFollow(id, signal),
  });

/** Whether the logged-in caller follows the statement; a guest follows nothing, so no call. */
export function useFollow(id: number, loggedIn: boolean) {
  return useQuery({ ...followQueryOptions(id), enabled: loggedIn });
}

/** The answer is the new state; "Following" in My statements then changes too. */
export function useSetFollow(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollow(id, follow),
    // A read still on its way (a guest who just logged in to follow) must not undo the answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: followQueryKey(id) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(followQueryKey(id), answer);
      return queryClient.invalidateQueries({ queryKey: myStatementsQueryKey('followed') });
    },
  });
}
