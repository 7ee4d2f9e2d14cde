import { ROLES } from '@iagree/contract';
import type { TestContext } from './build-test-app.ts';
import { createEventRow, createStatementRow, createUser, type TestUser } from './factories.ts';
import { multipartForm, storedFiles } from './uploads.ts';

/** The smallest valid text fields of the statement and event forms. */
export const minimalStatementFields = { title: 'タイトル', description: '内容' };
export const minimalEventFields = {
  title: 'イベント',
  start_date: '2026-07-25',
  end_date: '2026-07-26',
  company_name: '会社',
  description: '内容',
};

/** The five routes that take uploads. */
export const UPLOAD_ROUTES = [
  'statement create',
  'statement update',
  'event create',
  'event update',
  'avatar',
] as const;
export type UploadRouteName = (typeof UPLOAD_ROUTES)[number];

export interface UploadRoute {
  url: string;
  auth: Record<string, string>;
  /** A valid form for the route with `image` in each of its file fields. */
  form(image: Buffer, fields?: Record<string, string>): FormData;
}

export interface UploadFixture {
  user: TestUser;
  /** A role-1 user, who may create events. */
  organiser: TestUser;
  /** A statement of `user` and an event of `organiser`, for the update routes. */
  statementId: number;
  eventId: number;
  routes: Record<UploadRouteName, UploadRoute>;
}

/** Users and rows for calling every upload route as its rightful user. */
export async function uploadFixture(ctx: TestContext): Promise<UploadFixture> {
  const user = await createUser(ctx.db);
  const organiser = await createUser(ctx.db, { role: ROLES.privileged });
  const statementId = (await createStatementRow(ctx.db, user.id)).id;
  const eventId = (await createEventRow(ctx.db, organiser.id)).id;
  let posted = 0;
  // Each form differs from the last: the server refuses a copy of one's last statement.
  const statement = (fields: Record<string, string> = {}) => ({
    ...minimalStatementFields,
    description: `${minimalStatementFields.description}（${(posted += 1)}）`,
    ...fields,
  });
  const event = (fields: Record<string, string> = {}) => ({ ...minimalEventFields, ...fields });
  return {
    user,
    organiser,
    statementId,
    eventId,
    routes: {
      'statement create': {
        url: '/api/auth/statements',
        auth: user.auth,
        form: (image, fields) => multipartForm(statement(fields), { 'images[]': image }),
      },
      'statement update': {
        url: `/api/auth/user/statements/update/${statementId}`,
        auth: user.auth,
        form: (image, fields) => multipartForm(statement(fields), { 'added_images[]': image }),
      },
      'event create': {
        url: '/api/auth/events',
        auth: organiser.auth,
        form: (image, fields) =>
          multipartForm(event(fields), { company_logo_img: image, event_img: image }),
      },
      'event update': {
        url: `/api/auth/events/update/${eventId}`,
        auth: organiser.auth,
        form: (image, fields) => multipartForm(event(fields), { event_img: image }),
      },
      avatar: {
        url: '/api/auth/user/updateAvatar',
        auth: user.auth,
        form: (image, fields = {}) => multipartForm(fields, { avatar: image }),
      },
    },
  };
}

/** How many files all upload folders hold; a refused upload must add none. */
export async function storedUploadCount(ctx: TestContext): Promise<number> {
  const folders = await Promise.all(
    ['statements', 'events', 'avatars'].map((folder) => storedFiles(ctx, folder)),
  );
  return folders.flat().length;
}
