import { useParams, useSearchParams } from 'react-router';

/** The token of /auth/signup/activate/:activationToken or of /login?activationToken=… */
export function useActivationToken(): string | undefined {
  const { activationToken } = useParams();
  const [searchParams] = useSearchParams();
  return activationToken ?? searchParams.get('activationToken') ?? undefined;
}
