import type { TestContext } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';

/** POST /api/auth/reports as `user`. */
export const reportAs = (
  ctx: TestContext,
  user: TestUser | null,
  body: Record<string, unknown>,
  locale = 'ja',
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reports',
    headers: { ...(user?.auth ?? {}), 'x-client-locale': locale },
    payload: { reason: 'spam', ...body },
  });

/** A moderation call (hide, restore, block, unblock) as `user`. */
export const moderate = (
  ctx: TestContext,
  user: TestUser | null,
  url: string,
  payload: Record<string, unknown> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/moderation/${url}`,
    headers: user?.auth ?? {},
    payload,
  });
