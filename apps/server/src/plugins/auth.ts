import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  canManageOwnAccount,
  COOKIES,
  isBlocked,
  type CurrentUser,
  type Viewer,
} from '@iagree/contract';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';
import { findSessionUser, type SessionUser } from '../modules/accounts/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user; `avatar` is its storage key (accounts' publicUser makes it a URL). */
    user: CurrentUser | null;
    /** The raw session token, kept so logout can revoke exactly this session. */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route checks the session itself, in the same query as what it reads for the user
     * (docs/decisions/015): the auth hook leaves `request.user` null until the route calls
     * signIn. Only for routes with nothing before their handler that needs the user.
     */
    checksSessionItself?: boolean;
  }
}

/** OpenAPI `security` of calls that need a session (either way of sending the token). */
export const sessionSecurity: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** The session token the request carries (bearer first, then the cookie), not yet checked. */
export const presentedToken = (request: FastifyRequest): string | undefined =>
  bearerToken(request) ?? request.cookies[COOKIES.accessToken];

/**
 * The user of the session a request outside /api carries (the auth hook reads sessions for
 * /api alone, so that static files cost no query): for /media of hidden content.
 */
export async function sessionUserOutsideApi(db: Database, request: FastifyRequest) {
  const token = presentedToken(request);
  return token ? findSessionUser(db, token) : null;
}

/** Makes `user`, the user of the live session `token`, the request's. */
export function signIn(request: FastifyRequest, user: SessionUser, token: string) {
  request.user = { ...user, locale: user.locale === 'en' ? 'en' : 'ja' };
  request.sessionToken = token;
}

/**
 * A cookie rides along on cross-site requests, so a cookie-authenticated write must come from
 * our own origin. Bearer tokens are never sent automatically and need no such check.
 */
function isCrossSite(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const allowed = new Set([new URL(appUrl).origin, `${request.protocol}://${request.host}`]);
    return !allowed.has(origin);
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export const authPlugin = fp<{ appUrl: string }>(
  async (app, { appUrl }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = presentedToken(request);
      if (!token) return;
      if (
        !bearerToken(request) &&
        UNSAFE_METHODS.has(request.method) &&
        isCrossSite(request, appUrl)
      ) {
        throw new AppError(403, messages.csrf);
      }
      if (request.routeOptions.config.checksSessionItself) return;
      const user = await findSessionUser(app.db, token);
      if (user) signIn(request, user, token);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'db'] },
);

/**
 * preHandler for a call that changes state even as a GET (logout, kept as a GET by SPEC): a
 * link or redirect from another site must not trigger it. Browsers mark such requests with
 * `Sec-Fetch-Site: cross-site`; clients that send no such header are not browsers on a page.
 */
export async function refuseCrossSite(request: FastifyRequest, _reply: FastifyReply) {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError(403, messages.csrf);
}

/**
 * A blocked account reads but writes nothing (issue 15): every call that needs a session and
 * changes something refuses it, whatever it is, before its own rules are asked.
 */
function refuseBlockedWrite(request: FastifyRequest, user: CurrentUser) {
  if (UNSAFE_METHODS.has(request.method) && isBlocked(user)) {
    throw new AppError(403, messages.blocked, { code: 'blocked' });
  }
}

/** preHandler for calls that need a logged-in user (and, for writes, one not blocked). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new AppError(401, messages.unauthorized);
  refuseBlockedWrite(request, request.user);
}

/**
 * preHandler for calls on the caller's own account alone (mail settings, export, deletion):
 * a blocked account may make them too (canManageOwnAccount).
 */
export async function requireOwnAccount(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new AppError(401, messages.unauthorized);
  if (!canManageOwnAccount(request.user)) throw new AppError(403, messages.forbidden);
}

/** preHandler for calls that a rule of the contract's permissions allows, e.g. canCreateEvent. */
export const requireAllowed =
  (can: (viewer: Viewer) => boolean) => async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw new AppError(401, messages.unauthorized);
    refuseBlockedWrite(request, request.user);
    if (!can(request.user)) throw new AppError(403, messages.forbidden);
  };

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: Pick<FastifyRequest, 'user'>): CurrentUser {
  if (!request.user) throw new AppError(401, messages.unauthorized);
  return request.user;
}
