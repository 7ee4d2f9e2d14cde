import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { COOKIES, type CurrentUser, currentUserSchema, ROLES } from '@iagree/contract';
import { api, ApiError } from './api-client';
import { getCookie } from './cookies';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** The session cookie is HttpOnly, so the server is the only one who can say who is logged in. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get('/api/auth/user', { schema: currentUserSchema });
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

export function isPrivileged(user: CurrentUser | null | undefined): boolean {
  return user?.role === ROLES.privileged;
}

export function logout(): Promise<unknown> {
  return api.get('/api/auth/logout');
}

/** Ends the session and forgets everything cached for it; the user is then a guest. */
export function useLogout({ onSuccess }: { onSuccess?: () => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await onSuccess?.();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
      });
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}

/**
 * Marks a query that must not run again when the session changes: it spends a one-time
 * token (activation, password reset), so asking twice would report the token as used.
 */
export const ONE_TIME_QUERY = { oneTime: true } as const;

/**
 * After a login every cached answer may differ (the user, agree flags, own items): ask again.
 * Resolves once the current user is known, so the caller's pending state lasts until then.
 */
export function refreshAfterLogin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !query.meta?.oneTime });
}
