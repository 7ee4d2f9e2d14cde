import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { ONE_TIME_QUERY } from '@/lib/auth';

/** Checks a reset token; answers the e-mail address it was issued for. */
export function getPasswordReset(resetToken: string) {
  return call(accountCalls.checkPasswordReset, { params: { token: resetToken } });
}

export const passwordResetQueryOptions = (resetToken: string) =>
  queryOptions({
    queryKey: ['accounts', 'password-reset', resetToken],
    queryFn: () => getPasswordReset(resetToken),
    staleTime: Infinity,
    retry: false,
    meta: ONE_TIME_QUERY,
  });

export function usePasswordReset(resetToken: string) {
  return useQuery(passwordResetQueryOptions(resetToken));
}
