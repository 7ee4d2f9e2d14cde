import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRightsRoutes } from './data-rights/routes.ts';
import { passwordRoutes } from './password/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { signupRoutes } from './signup/routes.ts';
import { socialRoutes } from './social/routes.ts';

/** Accounts, one plugin per concern: each folder holds its routes, rules and tests. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signupRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(socialRoutes);
  await app.register(profileRoutes);
  await app.register(dataRightsRoutes);
};
