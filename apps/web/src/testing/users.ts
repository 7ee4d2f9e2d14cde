import { type CurrentUser, ROLES } from '@iagree/contract';
import type { Routes } from './mock-fetch';

/** A logged-in user as GET /api/auth/user answers it. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: '山田 花子',
    email: 'hanako@example.jp',
    avatar: null,
    role: ROLES.user,
    locale: 'ja',
    ...overrides,
  };
}

export const guestRoutes: Routes = {
  'GET /api/auth/user': { status: 401, body: { message: 'Unauthenticated.' } },
};

export const userRoutes = (user: CurrentUser = aUser()): Routes => ({
  'GET /api/auth/user': { body: user },
});

/** GET /api/config with the given social login providers configured. */
export const configRoutes = (social = { facebook: false, line: false }): Routes => ({
  'GET /api/config': {
    body: {
      appName: 'iAgree',
      contactEmail: 'contact@iagree.local',
      map: { tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png', attribution: 'OSM' },
      social,
    },
  },
});
