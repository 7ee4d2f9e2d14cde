import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { accountCalls, COOKIES, type CurrentUser, type SessionResponse } from '@iagree/contract';
import { ApiError, call } from './api-client';
import { getCookie } from './cookies';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** The session cookie is HttpOnly, so the server is the only one who can say who is logged in. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await call(accountCalls.currentUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** The readable role cookie is set with the session: a hint before the user query answers. */
export function hasSessionHint(): boolean {
  return getCookie(COOKIES.role) !== undefined;
}

export function logout(): Promise<unknown> {
  return call(accountCalls.logOut);
}

/** Ends the session and forgets everything cached for it; the user is then a guest. */
export function useLogout({ onSuccess }: { onSuccess?: () => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await onSuccess?.();
      forgetSession(queryClient);
    },
  });
}

/** Forgets everything cached for a session that ended (logout, account deletion). */
export function forgetSession(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
  });
  queryClient.setQueryData(currentUserQueryKey, null);
}

/**
 * Marks a query that must not run again when the session changes: it spends a one-time
 * token (activation, password reset), so asking twice would report the token as used.
 */
export const ONE_TIME_QUERY = { oneTime: true } as const;

/**
 * After a login the user is known from the answer; every other cached answer may differ
 * (agree flags, own items), so those are asked again.
 */
export function startSession(queryClient: QueryClient, session: SessionResponse): Promise<void> {
  const { access_token: _token, ...user } = session;
  queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, user);
  return queryClient.invalidateQueries({
    predicate: (query) => !query.meta?.oneTime && query.queryKey[0] !== currentUserQueryKey[0],
  });
}
