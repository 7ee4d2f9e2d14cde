import { useMatches } from 'react-router';

/**
 * SPEC §2 route guard:
 * - public: anyone, logged in or not;
 * - guest: open to anyone, but a logged-in user is sent to / (login, signup, password, activation);
 * - user: needs a logged-in user, otherwise /login.
 */
export type RouteAccess = 'public' | 'guest' | 'user';

export interface RouteHandle {
  access: RouteAccess;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'access' in handle;
}

/** The deepest matched route decides; a route that says nothing needs a user. */
export function useRouteAccess(): RouteAccess {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  return handle?.access ?? 'user';
}
