import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ProviderError, providerJson, type SocialProfile } from './provider.ts';

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** Graph API base with its version, e.g. https://graph.facebook.com/v21.0 */
  graphUrl: string;
  /** The login dialog, e.g. https://www.facebook.com/v21.0/dialog/oauth */
  dialogUrl: string;
}

const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.string(),
    type: z.string().optional(),
    is_valid: z.boolean(),
    user_id: z.string().optional(),
  }),
});

const meSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  email: z.string().optional(),
  picture: z
    .object({ data: z.object({ url: z.string(), is_silhouette: z.boolean().optional() }) })
    .optional(),
});

const codeExchangeSchema = z.object({ access_token: z.string() });

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new ProviderError('rejected', `unexpected ${what} answer`);
  return result.data;
}

/** Facebook Login: the OAuth dialog, the code exchange and the verification of user tokens. */
export function createFacebookClient(config: FacebookConfig) {
  const graph = (path: string, params: Record<string, string>) => {
    const url = new URL(`${config.graphUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  };

  return {
    authorizeUrl(state: string, redirectUri: string): string {
      const url = new URL(config.dialogUrl);
      url.searchParams.set('client_id', config.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'public_profile,email');
      return url.toString();
    },

    /** The user access token for the code the dialog sent back. */
    async exchangeCode(code: string, redirectUri: string): Promise<string> {
      const body = await providerJson(
        graph('/oauth/access_token', {
          client_id: config.appId,
          client_secret: config.appSecret,
          redirect_uri: redirectUri,
          code,
        }),
      );
      return parsed(codeExchangeSchema, body, 'code exchange').access_token;
    },

    /**
     * Checks with debug_token that the token is a valid user token issued to our app (a token
     * of another app must not log anyone in here), then reads the profile it grants.
     */
    async profile(userToken: string): Promise<SocialProfile> {
      const debug = parsed(
        debugTokenSchema,
        await providerJson(
          graph('/debug_token', {
            input_token: userToken,
            access_token: `${config.appId}|${config.appSecret}`,
          }),
        ),
        'debug_token',
      ).data;
      if (!debug.is_valid || debug.app_id !== config.appId || !debug.user_id) {
        throw new ProviderError('rejected', 'token not valid for this app');
      }
      if (debug.type && debug.type !== 'USER') {
        throw new ProviderError('rejected', `not a user token: ${debug.type}`);
      }
      const me = parsed(
        meSchema,
        await providerJson(
          graph('/me', {
            fields: 'id,name,email,picture.width(512).height(512)',
            access_token: userToken,
            appsecret_proof: createHmac('sha256', config.appSecret).update(userToken).digest('hex'),
          }),
        ),
        '/me',
      );
      if (me.id !== debug.user_id) throw new ProviderError('rejected', 'profile of another user');
      const picture = me.picture?.data;
      return {
        provider: 'facebook',
        subject: me.id,
        name: me.name,
        email: me.email ?? null,
        pictureUrl: picture && !picture.is_silhouette ? picture.url : null,
      };
    },
  };
}

export type FacebookClient = ReturnType<typeof createFacebookClient>;
