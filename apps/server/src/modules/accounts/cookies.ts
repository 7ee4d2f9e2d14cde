import type { FastifyReply } from 'fastify';
import { COOKIES } from '@iagree/contract';

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
