import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  SOCIAL_ERROR_PARAM,
  SOCIAL_PROVIDERS,
  type SocialLoginError,
  type SocialProvider,
  type socialCallbackQuerySchema,
} from '@iagree/contract';
import { accountRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../../http/serve.ts';
import { ProviderError, type SocialProfile } from '../../../adapters/social/provider.ts';
import { AppError } from '../../../errors.ts';
import { sharedText } from '../../../i18n/localized.ts';
import { isSecure, startSession } from '../sessions/cookies.ts';
import { accountMessages } from '../messages.ts';
import { keepOAuthState, newOAuthState, takeOAuthState } from './oauth-state.ts';
import { notConfigured, socialProviders } from './providers.ts';
import { authRateLimit } from '../rate-limit.ts';
import { EmailRequiredError, socialAccount } from './social.ts';

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
    query: z.infer<typeof socialCallbackQuerySchema>,
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
    const configuredOnly = async () => {
      if (!configured[provider]) throw notConfigured();
    };

    serve(app, routes[`${provider}Login`], {
      preHandler: configuredOnly,
      handler: async (request, reply) => {
        try {
          return reply.redirect(await authorizeUrl(provider, reply));
        } catch (caught) {
          if (caught instanceof AppError) throw caught;
          request.log.warn({ err: caught, provider }, 'social login could not start');
          return failed(reply, 'failed');
        }
      },
    });

    serve(app, routes[`${provider}Callback`], {
      preHandler: [configuredOnly, rateLimit],
      handler: (request, reply) => finishCallback(provider, request, request.query, reply),
    });
  }

  serve(app, routes.facebookToken, {
    config: { keepsAnswers: true },
    preHandler: rateLimit,
    handler: async (request, reply) => {
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
  });
};
