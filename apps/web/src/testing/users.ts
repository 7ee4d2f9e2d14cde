import { type CurrentUser, ROLES } from '@iagree/contract';

/** A logged-in user as GET /api/auth/user answers it. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: '山田 花子',
    email: 'hanako@example.jp',
    avatar: null,
    role: ROLES.user,
    locale: 'ja',
    blocked: false,
    has_password: true,
    department_ids: [],
    ...overrides,
  };
}
