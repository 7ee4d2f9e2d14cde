import type { SocialProvider } from '@iagree/contract';
import { createFacebookClient } from '../../../adapters/social/facebook.ts';
import { createLineClient } from '../../../adapters/social/line.ts';
import type { SocialProfile } from '../../../adapters/social/provider.ts';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../errors.ts';
import { accountMessages } from '../messages.ts';
import { codeChallenge, type OAuthState } from './oauth-state.ts';

/** 404: the provider has no key in the configuration (GET /api/config says false). */
export const notConfigured = () => new AppError(404, accountMessages.providerNotConfigured);

/** The configured login providers and the two steps of their redirect flow. */
export function socialProviders(config: Pick<Config, 'appUrl' | 'facebook' | 'line'>) {
  const facebook = config.facebook && createFacebookClient(config.facebook);
  const line = config.line && createLineClient(config.line);
  const redirectUri = (provider: SocialProvider) =>
    `${config.appUrl}/api/auth/social/${provider}/callback`;

  return {
    configured: { facebook: Boolean(facebook), line: Boolean(line) },
    facebook,

    /** Where to send the browser to log in, bound to the kept state. */
    async authorizeUrl(provider: SocialProvider, kept: OAuthState): Promise<string> {
      if (provider === 'facebook' && facebook) {
        return facebook.authorizeUrl(kept.state, redirectUri(provider));
      }
      if (provider === 'line' && line) {
        return line.authorizeUrl({
          state: kept.state,
          nonce: kept.nonce,
          codeChallenge: codeChallenge(kept.verifier),
          redirectUri: redirectUri(provider),
        });
      }
      throw notConfigured();
    },

    /** The verified profile behind the code of a callback. */
    async callbackProfile(
      provider: SocialProvider,
      code: string,
      kept: Pick<OAuthState, 'nonce' | 'verifier'>,
    ): Promise<SocialProfile> {
      if (provider === 'facebook' && facebook) {
        return facebook.profile(await facebook.exchangeCode(code, redirectUri(provider)));
      }
      if (provider === 'line' && line) {
        return line.login({
          code,
          redirectUri: redirectUri(provider),
          codeVerifier: kept.verifier,
          nonce: kept.nonce,
        });
      }
      throw notConfigured();
    },
  };
}
