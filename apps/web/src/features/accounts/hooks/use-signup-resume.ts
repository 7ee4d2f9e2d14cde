import { useSearchParams } from 'react-router';

const ID = /^[1-9]\d{0,9}$/;

/**
 * The statement an activation mail's link leads back to (`&statement=ID`, and `&agree=1` when
 * the person pressed its Agree before signing up): see `activationLink` on the server.
 */
export function useSignupResume(): { statementId: number; agree: boolean } | undefined {
  const [params] = useSearchParams();
  const raw = params.get('statement') ?? '';
  return ID.test(raw)
    ? { statementId: Number(raw), agree: params.get('agree') === '1' }
    : undefined;
}
