import { SOCIAL_ERROR_PARAM, SOCIAL_LOGIN_ERRORS, type SocialLoginError } from '@iagree/contract';
import { useSearchParams } from 'react-router';

/** The reason the server gave when it sent a failed social login back to /login. */
export function useSocialLoginError(): SocialLoginError | undefined {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(SOCIAL_ERROR_PARAM);
  if (value === null) return undefined;
  // A reason this version does not know is still a failed login.
  return SOCIAL_LOGIN_ERRORS.find((error) => error === value) ?? 'failed';
}
