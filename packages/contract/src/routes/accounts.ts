import {
  accountDeleteBodySchema,
  accountExportSchema,
  activationResponseSchema,
  avatarResponseSchema,
  currentUserSchema,
  facebookTokenBodySchema,
  loginBodySchema,
  passwordCreateBodySchema,
  passwordResetBodySchema,
  passwordResetCheckResponseSchema,
  resendActivationBodySchema,
  sessionResponseSchema,
  signupBodySchema,
  SOCIAL_ERROR_PARAM,
  type SocialProvider,
  socialCallbackQuerySchema,
  tokenParamSchema,
  updateLocaleBodySchema,
} from '../accounts.ts';
import { accountCalls } from '../calls/accounts.ts';
import type { CallSchemas } from '../calls/call.ts';
import { messageResponseSchema } from '../common.ts';
import { described, errors, writeErrors } from './route.ts';

const tags = ['accounts'] as const;
const tokenErrors = errors(404, 409, 422, 429);

/** A call that mails a link: the same answer, in the same time, for any address. */
const mailing = {
  tags,
  response: { 200: messageResponseSchema, ...errors(422, 429) },
} as const;

const logOut = {
  tags,
  summary: 'Ends the current session',
  description:
    'POST is the way to call it; GET stays for SPEC. Either is refused with 403 when the ' +
    'browser says another site started it (`Sec-Fetch-Site: cross-site`).',
  response: { 200: messageResponseSchema, ...errors(403) },
} as const;

const socialLogin = (provider: SocialProvider) =>
  ({
    tags,
    summary: `Starts ${provider} login: redirects to the provider`,
    description:
      'For a plain link or button. The provider comes back to `/callback`, which logs ' +
      `in (or creates the activated account), sets the session cookies and redirects to /; ` +
      `on failure to /login?${SOCIAL_ERROR_PARAM}=failed|cancelled|email_required. ` +
      '404 when the provider is not configured (GET /api/config says false).',
    response: errors(404),
  }) as const;

const socialCallback = (provider: SocialProvider) =>
  ({
    tags,
    summary: `Where ${provider} sends the browser back after login`,
    query: socialCallbackQuerySchema,
    response: errors(404, 429),
  }) as const;

export const accountSchemas = {
  signUp: {
    tags,
    summary: 'Creates an inactive account and mails its activation link',
    description:
      'The same 201 answer whether or not the address already has an account (that ' +
      'address gets a mail saying so instead). The link is `APP_URL/login?activationToken=…`, ' +
      'followed by `&statement=ID` (and `&agree=1`) when the body names the statement the ' +
      'signup started from.',
    body: signupBodySchema,
    response: { 201: messageResponseSchema, ...errors(422, 429) },
  },
  activate: {
    tags,
    summary: 'Activates an account from the link of its activation mail',
    description:
      'The link works once and for 24 hours: 404 `token_invalid`, 409 `token_used` (the ' +
      'account is active: log in), 422 `token_expired` (mail it again).',
    params: tokenParamSchema,
    response: { 200: activationResponseSchema, ...tokenErrors },
  },
  resendActivation: {
    ...mailing,
    summary: 'Mails the activation link again',
    description:
      'For an account that is not activated yet (after a 403 `account_not_activated` or an ' +
      'expired link); the same answer for any address. Earlier activation links stop working.',
    body: resendActivationBodySchema,
  },
  logIn: {
    tags,
    summary: 'Logs in with e-mail and password',
    description:
      'Answers the user and a new session token, also set as the HttpOnly cookie ' +
      '`iagree-access-token` with the readable `user-role`. 401 for a wrong e-mail or ' +
      'password alike; 403 with `code: account_not_activated` for the right password of an ' +
      'account that is not activated yet (POST /api/auth/signup/resend sends the mail again).',
    body: loginBodySchema,
    response: { 200: sessionResponseSchema, ...errors(401, 403, 422, 429) },
  },
  currentUser: {
    tags,
    summary: 'The logged-in user',
    auth: 'session',
    response: { 200: currentUserSchema, ...errors(401) },
  },
  logOutByLink: logOut,
  logOut,
  checkPasswordReset: {
    tags,
    summary: 'Checks a password reset link',
    description: '404 `token_invalid`, 409 `token_used` or 422 `token_expired` otherwise.',
    params: tokenParamSchema,
    response: { 200: passwordResetCheckResponseSchema, ...tokenErrors },
  },
  resetPassword: {
    tags,
    summary: 'Sets a new password with a reset link',
    description:
      'The link works once; every session of the account ends (log in again). Field ' +
      'errors are 422 with `errors`; link errors as in GET /api/auth/password/reset/{token}.',
    body: passwordResetBodySchema,
    response: { 200: messageResponseSchema, ...tokenErrors },
  },
  requestPasswordReset: {
    ...mailing,
    summary: 'Mails a link to create a new password',
    description:
      'The same answer, in the same time, whether or not the address has an account. The ' +
      'link is `APP_URL/api/password/reset/{token}` (a page of the web app), valid for 1 hour.',
    body: passwordCreateBodySchema,
  },
  facebookLogin: socialLogin('facebook'),
  facebookCallback: socialCallback('facebook'),
  lineLogin: socialLogin('line'),
  lineCallback: socialCallback('line'),
  facebookToken: {
    tags,
    summary: 'Logs in with a Facebook user access token',
    description:
      'The token is checked with the Graph API (debug_token: valid, issued to our app) ' +
      'before its profile is read. Logs in the linked account, or the account with the ' +
      'same e-mail address, or creates an activated one. 401 for a refused token, 422 when ' +
      'the profile shares no e-mail address, 503 when Facebook cannot be reached.',
    body: facebookTokenBodySchema,
    response: { 200: sessionResponseSchema, ...errors(401, 404, 422, 429, 503) },
  },
  updateAvatar: {
    tags,
    summary: 'Replaces the avatar of the logged-in user',
    description:
      'Multipart field `avatar`: one png/jpg/jpeg file (checked by its bytes) of at most 15 MB, ' +
      're-encoded without metadata. The previous avatar is deleted. Answers its public URL. ' +
      'At most WRITE_RATE_LIMIT uploads per hour (429).',
    auth: 'session',
    multipart: true,
    response: { 200: avatarResponseSchema, ...writeErrors },
  },
  updateLocale: {
    tags,
    summary: 'Stores the interface language of the logged-in user',
    auth: 'session',
    body: updateLocaleBodySchema,
    response: { 200: messageResponseSchema, ...errors(401, 422) },
  },
  exportData: {
    tags,
    summary: 'Everything the signed-in person gave, as a JSON file',
    description:
      'Profile, settings, statements (hidden ones too, with why), comments, events, event ' +
      'comments, agrees, follows and reports of the caller alone, as an attachment.',
    auth: 'session',
    response: { 200: accountExportSchema, ...errors(401, 429) },
  },
  remove: {
    tags,
    summary: 'Deletes the signed-in account',
    description:
      'Confirmed by `password`; an account made by Facebook or LINE (no password) by a ' +
      'login within the last 10 minutes instead (403 otherwise). Every session ends, the ' +
      'e-mail address is free again, agrees, follows and budget supports and ballots are ' +
      'withdrawn (a finished budget keeps its results); statements and ' +
      'comments stay under a neutral name unless `delete_content` is true. A refusal ' +
      'changes nothing.',
    auth: 'session',
    body: accountDeleteBodySchema,
    response: { 200: messageResponseSchema, ...errors(401, 403, 422, 429) },
  },
} satisfies Record<string, CallSchemas>;

export const accountRoutes = described(accountCalls, accountSchemas);
