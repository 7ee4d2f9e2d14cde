import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { ProviderError, providerJson, type SocialProfile } from './provider.ts';

export interface LineConfig {
  channelId: string;
  channelSecret: string;
  /** The OpenID provider; its endpoints come from `/.well-known/openid-configuration`. */
  issuer: string;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof discoverySchema> & {
  keys: ReturnType<typeof createRemoteJWKSet>;
};

const tokenSchema = z.object({ id_token: z.string() });

const claimsSchema = z.object({
  sub: z.string().min(1),
  nonce: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z.string().optional(),
});

const withoutSlash = (url: string) => url.replace(/\/$/, '');

/**
 * LINE Login v2.1 (OpenID Connect, authorization code flow with PKCE). LINE signs web-login
 * ID tokens with HS256 and the channel secret, or with ES256 keys from its JWKS when asked
 * for (`id_token_key_type=JWK`); both are verified, with the issuer, audience and nonce.
 */
export function createLineClient(config: LineConfig) {
  let discovery: Promise<Discovery> | undefined;
  const secret = new TextEncoder().encode(config.channelSecret);

  /** Fetched once and kept; a failed fetch is tried again on the next login. */
  function discover(): Promise<Discovery> {
    discovery ??= providerJson(`${withoutSlash(config.issuer)}/.well-known/openid-configuration`)
      .then((body) => {
        const parsed = discoverySchema.safeParse(body);
        if (!parsed.success || withoutSlash(parsed.data.issuer) !== withoutSlash(config.issuer)) {
          throw new ProviderError('unavailable', 'unexpected OpenID configuration');
        }
        return { ...parsed.data, keys: createRemoteJWKSet(new URL(parsed.data.jwks_uri)) };
      })
      .catch((error: unknown) => {
        discovery = undefined;
        throw error;
      });
    return discovery;
  }

  async function verifyIdToken(idToken: string, provider: Discovery, nonce: string) {
    try {
      const { alg } = decodeProtectedHeader(idToken);
      const options = { issuer: provider.issuer, audience: config.channelId };
      const { payload } =
        alg === 'HS256'
          ? await jwtVerify(idToken, secret, { ...options, algorithms: ['HS256'] })
          : await jwtVerify(idToken, provider.keys, { ...options, algorithms: ['ES256', 'RS256'] });
      const claims = claimsSchema.parse(payload);
      if (claims.nonce !== nonce) throw new ProviderError('rejected', 'nonce mismatch');
      return claims;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (error instanceof errors.JWKSTimeout)
        throw new ProviderError('unavailable', 'JWKS timeout');
      throw new ProviderError('rejected', `ID token refused: ${String(error)}`);
    }
  }

  return {
    async authorizeUrl(request: {
      state: string;
      nonce: string;
      codeChallenge: string;
      redirectUri: string;
    }): Promise<string> {
      const url = new URL((await discover()).authorization_endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.channelId);
      url.searchParams.set('redirect_uri', request.redirectUri);
      url.searchParams.set('state', request.state);
      url.searchParams.set('scope', 'openid profile email');
      url.searchParams.set('nonce', request.nonce);
      url.searchParams.set('code_challenge', request.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },

    /** Exchanges the code and answers the verified profile of its ID token. */
    async login(request: {
      code: string;
      redirectUri: string;
      codeVerifier: string;
      nonce: string;
    }): Promise<SocialProfile> {
      const provider = await discover();
      const body = await providerJson(provider.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: request.code,
          redirect_uri: request.redirectUri,
          client_id: config.channelId,
          client_secret: config.channelSecret,
          code_verifier: request.codeVerifier,
          id_token_key_type: 'JWK',
        }),
      });
      const token = tokenSchema.safeParse(body);
      if (!token.success) throw new ProviderError('rejected', 'no ID token in the answer');
      const claims = await verifyIdToken(token.data.id_token, provider, request.nonce);
      return {
        provider: 'line',
        subject: claims.sub,
        name: claims.name ?? '',
        email: claims.email ?? null,
        pictureUrl: claims.picture ?? null,
      };
    },
  };
}

export type LineClient = ReturnType<typeof createLineClient>;
