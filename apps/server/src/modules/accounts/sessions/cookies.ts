import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, type SessionResponse } from '@iagree/contract';
import { createSession, revokeSession, staffDepartments } from './sessions.ts';
import { publicUser, type UserRow } from '../users.ts';

/** Cookies are Secure when the app is served over https (APP_URL). */
export const isSecure = (app: FastifyInstance) => app.config.appUrl.startsWith('https:');

/** The token cookie is HttpOnly; `user-role` stays readable so the UI can hint before it asks. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; role: number },
  secure: boolean,
) {
  const common = { path: '/', sameSite: 'lax' as const, secure, expires: session.expiresAt };
  reply.setCookie(COOKIES.accessToken, session.token, { ...common, httpOnly: true });
  reply.setCookie(COOKIES.role, String(session.role), common);
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIES.accessToken, { path: '/' });
  reply.clearCookie(COOKIES.role, { path: '/' });
}

/**
 * Logs `user` in: a new session at every login (the one the request came with, if any, ends),
 * its cookies on the reply, and the answer of the login calls.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<SessionResponse> {
  if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
  const session = await createSession(app.db, user.id);
  setSessionCookies(reply, { ...session, role: user.role }, isSecure(app));
  const departmentIds = await staffDepartments(app.db, user.id);
  return {
    ...publicUser({ ...user, department_ids: departmentIds }, app.storage),
    access_token: session.token,
  };
}
