import type { SocialProvider } from '@iagree/contract';

/** Who the provider says the user is; the e-mail address is one the provider has verified. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable user id (Facebook's app-scoped id, LINE's `sub`). */
  subject: string;
  name: string;
  email: string | null;
  pictureUrl: string | null;
}

/**
 * `rejected`: the provider refused the token or code, or its answer did not verify.
 * `unavailable`: the provider could not be reached or failed; trying later may work.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const TIMEOUT_MS = 10_000;

/** A JSON call to a provider; network failures and 5xx are `unavailable`, 4xx `rejected`. */
export async function providerJson(url: string | URL, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError('unavailable', `cannot reach ${new URL(url).origin}: ${String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500) {
    throw new ProviderError('unavailable', `${new URL(url).pathname} answered ${response.status}`);
  }
  if (!response.ok) {
    throw new ProviderError(
      'rejected',
      `${new URL(url).pathname} answered ${response.status}: ${JSON.stringify(body)}`,
    );
  }
  return body;
}
