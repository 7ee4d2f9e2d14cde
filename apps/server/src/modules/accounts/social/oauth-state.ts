import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { socialLoginPath, type SocialProvider } from '@iagree/contract';

/** What the start of an OAuth redirect keeps for its callback. */
export interface OAuthState {
  /** Ties the callback to this browser (CSRF on the redirect). */
  state: string;
  /** Ties the ID token to this login (OpenID Connect replay protection). */
  nonce: string;
  /** PKCE: only this server, not whoever intercepts the code, can exchange it. */
  verifier: string;
}

const stateSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });
const TEN_MINUTES_S = 600;

const cookieName = (provider: SocialProvider) => `iagree-oauth-${provider}`;
const random = () => randomBytes(32).toString('base64url');

export const newOAuthState = (): OAuthState => ({
  state: random(),
  nonce: random(),
  verifier: random(),
});

export const codeChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

/**
 * An HttpOnly cookie scoped to the provider's paths, alive for ten minutes. SameSite=Lax still
 * sends it on the provider's top-level redirect back to the callback.
 */
export function keepOAuthState(
  reply: FastifyReply,
  provider: SocialProvider,
  value: OAuthState,
  secure: boolean,
) {
  reply.setCookie(cookieName(provider), Buffer.from(JSON.stringify(value)).toString('base64url'), {
    path: socialLoginPath(provider),
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: TEN_MINUTES_S,
  });
}

/** The kept state, read once: the cookie is cleared whatever happens next. */
export function takeOAuthState(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
): OAuthState | null {
  const raw = request.cookies[cookieName(provider)];
  reply.clearCookie(cookieName(provider), { path: socialLoginPath(provider) });
  if (!raw) return null;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
