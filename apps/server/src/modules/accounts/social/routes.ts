import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  facebookTokenBodySchema,
  SOCIAL_ERROR_PARAM,
  SOCIAL_PROVIDERS,
  sessionResponseSchema,
  type SocialLoginError,
  type SocialProvider,
  textField,
} from '@iagree/contract';
import { ProviderError, type SocialProfile } from '../../../adapters/social/provider.ts';
import { AppError } from '../../../errors.ts';
import { sharedText } from '../../../i18n/localized.ts';
import { isSecure, startSession } from '../sessions/cookies.ts';
import { accountMessages } from '../messages.ts';
import { keepOAuthState, newOAuthState, takeOAuthState } from './oauth-state.ts';
import { notConfigured, socialProviders } from './providers.ts';
import { authRateLimit } from '../rate-limit.ts';
import { EmailRequiredError, socialAccount } from './social.ts';

const tags = ['accounts'];
const param = textField().max(2000).optional();
/** What a provider sends back: a code and the state, or an error (e.g. access_denied). */
const callbackQuerySchema = z.looseObject({ code: param, state: param, error: param });

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = socialProviders(app.config);
  const { configured, facebook } = providers;
  const rateLimit = authRateLimit(app, 'social', { account: 'none' });
  const deps = {
    db: app.db,
    storage: app.storage,
    imageBudget: app.imageBudget,
    imageProcess: app.imageProcess,
    log: app.log,
  };
  const failed = (reply: FastifyReply, reason: SocialLoginError) =>
    reply.redirect(`/login?${SOCIAL_ERROR_PARAM}=${reason}`);

  /** The provider's authorization URL for a new login, with its state kept in a cookie. */
  async function authorizeUrl(provider: SocialProvider, reply: FastifyReply): Promise<string> {
    const kept = newOAuthState();
    keepOAuthState(reply, provider, kept, isSecure(app));
    return providers.authorizeUrl(provider, kept);
  }

  async function finishCallback(
    provider: SocialProvider,
    request: FastifyRequest,
    query: z.infer<typeof callbackQuerySchema>,
    reply: FastifyReply,
  ) {
    const kept = takeOAuthState(request, reply, provider);
    const { code, state, error } = query;
    if (error) return failed(reply, error === 'access_denied' ? 'cancelled' : 'failed');
    if (!kept || !code || state !== kept.state) return failed(reply, 'failed');
    try {
      const profile = await providers.callbackProfile(provider, code, kept);
      const user = await socialAccount(deps, profile, request.locale);
      await startSession(app, request, reply, user);
      return reply.redirect('/');
    } catch (caught) {
      if (caught instanceof EmailRequiredError) return failed(reply, 'email_required');
      const level = caught instanceof ProviderError ? 'warn' : 'error';
      request.log[level]({ err: caught, provider }, 'social login failed');
      return failed(reply, 'failed');
    }
  }

  for (const provider of SOCIAL_PROVIDERS) {
    app.get(
      `/auth/social/${provider}`,
      {
        preHandler: async () => {
          if (!configured[provider]) throw notConfigured();
        },
        schema: {
          tags,
          summary: `Starts ${provider} login: redirects to the provider`,
          description:
            'For a plain link or button. The provider comes back to `/callback`, which logs ' +
            `in (or creates the activated account), sets the session cookies and redirects to /; ` +
            `on failure to /login?${SOCIAL_ERROR_PARAM}=failed|cancelled|email_required. ` +
            '404 when the provider is not configured (GET /api/config says false).',
          response: { 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          return reply.redirect(await authorizeUrl(provider, reply));
        } catch (caught) {
          if (caught instanceof AppError) throw caught;
          request.log.warn({ err: caught, provider }, 'social login could not start');
          return failed(reply, 'failed');
        }
      },
    );

    app.get(
      `/auth/social/${provider}/callback`,
      {
        preHandler: [
          async () => {
            if (!configured[provider]) throw notConfigured();
          },
          rateLimit,
        ],
        schema: {
          tags,
          summary: `Where ${provider} sends the browser back after login`,
          querystring: callbackQuerySchema,
          response: { 404: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      (request, reply) => finishCallback(provider, request, request.query, reply),
    );
  }

  app.post(
    '/auth/social/facebook',
    {
      config: { keepsAnswers: true },
      preHandler: rateLimit,
      schema: {
        tags,
        summary: 'Logs in with a Facebook user access token',
        description:
          'The token is checked with the Graph API (debug_token: valid, issued to our app) ' +
          'before its profile is read. Logs in the linked account, or the account with the ' +
          'same e-mail address, or creates an activated one. 401 for a refused token, 422 when ' +
          'the profile shares no e-mail address, 503 when Facebook cannot be reached.',
        body: facebookTokenBodySchema,
        response: {
          200: sessionResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!facebook) throw notConfigured();
      let profile: SocialProfile;
      try {
        profile = await facebook.profile(request.body.access_token);
      } catch (caught) {
        if (!(caught instanceof ProviderError)) throw caught;
        request.log.warn({ err: caught }, 'facebook token refused');
        throw caught.kind === 'unavailable'
          ? new AppError(503, accountMessages.socialUnavailable)
          : new AppError(401, sharedText('social.failed'));
      }
      try {
        return await startSession(
          app,
          request,
          reply,
          await socialAccount(deps, profile, request.locale),
        );
      } catch (caught) {
        if (caught instanceof EmailRequiredError) {
          throw new AppError(422, sharedText('social.email_required'));
        }
        throw caught;
      }
    },
  );
};
