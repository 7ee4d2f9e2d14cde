import { http, HttpResponse } from 'msw';
import type { CurrentUser, MasterCategory, Statement } from '@iagree/contract';
import { aUser } from './users';

export const CONFIG = {
  appName: 'iAgree',
  contactEmail: 'contact@iagree.local',
  map: { tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'OSM' },
  social: { facebook: false, line: false },
};

const CATEGORIES: MasterCategory[] = [
  { id: 1, category: '環境・ごみ' },
  { id: 5, category: '公園・緑地' },
];

const DEPARTMENTS = [
  { id: 1, name: '道路課' },
  { id: 2, name: '公園課' },
];

/** A JSON error body as the server writes it. */
export const errorAnswer = (status: number, message: string, extra: object = {}) =>
  HttpResponse.json({ message, ...extra }, { status });

/**
 * What every page asks for, answered for a guest on a site with no statements and no events.
 * A test changes what it needs with `server.use(...)`; any other request fails the test.
 */
export const handlers = [
  http.get('/api/auth/user', () => errorAnswer(401, 'Unauthenticated.')),
  http.get('/api/config', () => HttpResponse.json(CONFIG)),
  http.get('/api/mcategories', () => HttpResponse.json({ data: CATEGORIES })),
  http.get('/api/statements', () => HttpResponse.json({ data: [], totalPage: 0 })),
  http.get('/api/statements/similar', () => HttpResponse.json({ data: [] })),
  http.get('/api/events', () =>
    HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1 } }),
  ),
  http.get('/api/map/statements', () => HttpResponse.json({ data: [], clusters: [] })),
  // An event's consultations (issue 34), asked by its page.
  http.get('/api/consultations', () => HttpResponse.json({ data: [] })),
  // The departments' names: asked by the list's department filter and the hand-over form.
  http.get('/api/departments', () => HttpResponse.json({ data: DEPARTMENTS })),
  // Asked only for a logged-in user: by the header's bell, and by a statement's detail.
  http.get('/api/auth/notifications', () =>
    HttpResponse.json({ data: [], meta: { unread: 0, current_page: 1, last_page: 1 } }),
  ),
  http.get('/api/auth/statements/:id/follow', () => HttpResponse.json({ following: false })),
];

/** GET /api/auth/user answers with this user: they are logged in. */
export const loggedIn = (user: CurrentUser = aUser()) =>
  http.get('/api/auth/user', () => HttpResponse.json(user));

/** GET /api/config with the given social login providers configured. */
export const configWith = (social: typeof CONFIG.social) =>
  http.get('/api/config', () => HttpResponse.json({ ...CONFIG, social }));

/** GET /api/statements in pages of ten (by `offset`), and each listed statement by its id. */
export const statementPages = (pages: Statement[][]) => [
  http.get('/api/statements', ({ request }) => {
    const offset = Number(new URL(request.url).searchParams.get('offset'));
    return HttpResponse.json({ data: pages[offset / 10] ?? [], totalPage: pages.length });
  }),
  http.get('/api/statements/:id', ({ params }) => {
    // Not an id (e.g. /similar): the next handler answers.
    if (!/^\d+$/.test(String(params.id))) return undefined;
    const found = pages.flat().find((statement) => statement.id === Number(params.id));
    return found ? HttpResponse.json({ data: found }) : errorAnswer(404, '見つかりません');
  }),
];
