import { UNSUBSCRIBE_PAGE_PATH } from '@iagree/contract';

/** The search parameter of home that opens a statement's detail modal. */
export const STATEMENT_PARAM = 'statement';

/** The search parameter of home (and the API's list) that narrows it to one department. */
export const DEPARTMENT_PARAM = 'department';

/** Every route of the app (SPEC §2); build links from here, never from string literals. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: (resetToken: string) => `/api/password/reset/${encodeURIComponent(resetToken)}`,
  activate: (activationToken: string) =>
    `/auth/signup/activate/${encodeURIComponent(activationToken)}`,
  about: '/about',
  events: '/event',
  newEvent: '/event/new',
  eventDetail: (id: number | string) => `/event/${id}`,
  editEvent: (id: number | string) => `/event/edit/${id}`,
  /** Consultations (issue 34): the list, one's voting card, its results, a new one (of an event). */
  consultations: '/consultation',
  consultation: (id: number | string) => `/consultation/${id}`,
  consultationResults: (id: number | string) => `/consultation/${id}/results`,
  newConsultation: (eventId?: number) =>
    eventId === undefined ? '/consultation/new' : `/consultation/new?event=${eventId}`,
  contact: '/contact',
  policy: '/policy',
  termsOfUse: '/terms-of-use',
  faqs: '/faqs',
  /** What the open data holds, its licence and the Open311 calls (issue 32). */
  openData: '/open-data',
  moderation: '/moderation',
  /** The city's dashboard and departments (issue 32): role 1 and staff. */
  admin: '/admin',
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  /** Export and deletion of the signed-in account (issue 30). */
  accountSettings: '/settings/account',
  myStatements: '/my-statements',
  /** Participatory budgets (issue 33): the list, one budget, its ballot, its results. */
  budgets: '/budgets',
  budget: (id: number | string) => `/budgets/${id}`,
  ballot: (id: number | string) => `/budgets/${id}/ballot`,
  budgetResults: (id: number | string) => `/budgets/${id}/results`,
  /** The page a mail's unsubscribe link opens (the contract names it: the server writes it). */
  unsubscribe: (token: string) => `${UNSUBSCRIBE_PAGE_PATH}/${encodeURIComponent(token)}`,
  /** A person's public profile (issue 17). */
  user: (id: number | string) => `/user/${id}`,
  /** A shared statement: home with its detail modal open (SPEC §2, issue 7). */
  statement: (id: number | string) => `/?${STATEMENT_PARAM}=${id}`,
  /** Home's list of one department's statements (issue 32). */
  departmentStatements: (id: number | string) => `/?${DEPARTMENT_PARAM}=${id}`,
} as const;

/** Router patterns of the routes that take parameters. */
export const routePatterns = {
  resetPassword: '/api/password/reset/:resetToken',
  activate: '/auth/signup/activate/:activationToken',
  eventDetail: '/event/:id',
  editEvent: '/event/edit/:id',
  consultation: '/consultation/:id',
  consultationResults: '/consultation/:id/results',
  newConsultation: '/consultation/new',
  unsubscribe: `${UNSUBSCRIBE_PAGE_PATH}/:token`,
  user: '/user/:id',
  budget: '/budgets/:id',
  ballot: '/budgets/:id/ballot',
  budgetResults: '/budgets/:id/results',
} as const;

/** Login link that brings the user back to `from` afterwards. */
export function loginPath(from?: string): string {
  return from && from !== paths.home
    ? `${paths.login}?redirect=${encodeURIComponent(from)}`
    : paths.login;
}

/**
 * Where `loginPath`'s `?redirect=` asks to go after the login. Only a path of this site: a full URL
 * or `//host` would let a crafted link send the user to another site once logged in.
 */
export function redirectTarget(search: string): string | undefined {
  const target = new URLSearchParams(search).get('redirect');
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')
    ? target
    : undefined;
}
