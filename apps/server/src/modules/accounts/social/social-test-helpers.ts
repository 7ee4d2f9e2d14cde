import type { SocialProvider } from '@iagree/contract';
import type { TestContext } from '../../../test/build-test-app.ts';

export interface RedirectLogin {
  /** Where the start sent the browser (the provider's authorization URL). */
  authorizeUrl: URL;
  /** The state cookie the start set. */
  stateCookie: string;
  /** Where the provider sent the browser back. */
  callbackUrl: URL;
}

/** Follows the start of a provider's redirect login up to the callback, as a browser would. */
export async function startRedirectLogin(
  ctx: TestContext,
  provider: SocialProvider,
): Promise<RedirectLogin> {
  const start = await ctx.app.inject({ url: `/api/auth/social/${provider}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const cookie = start.cookies.find((c) => c.name === `iagree-oauth-${provider}`);
  if (!cookie) throw new Error('no state cookie');
  const authorizeUrl = new URL(String(start.headers.location));
  const provided = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = provided.headers.get('location');
  if (!back) throw new Error(`the provider answered ${provided.status}`);
  return { authorizeUrl, stateCookie: cookie.value, callbackUrl: new URL(back) };
}

/** The callback request, with the state cookie unless told otherwise. */
export function finishRedirectLogin(
  ctx: TestContext,
  provider: SocialProvider,
  login: RedirectLogin,
  stateCookie: string | null = login.stateCookie,
) {
  return ctx.app.inject({
    url: login.callbackUrl.pathname + login.callbackUrl.search,
    cookies: stateCookie === null ? {} : { [`iagree-oauth-${provider}`]: stateCookie },
  });
}

/** The state cookie's content, to tamper with in tests. */
export const decodeState = (cookie: string) =>
  JSON.parse(Buffer.from(cookie, 'base64url').toString()) as Record<string, string>;
export const encodeState = (state: Record<string, string>) =>
  Buffer.from(JSON.stringify(state)).toString('base64url');
