import { z } from 'zod';
import { localeSchema, optionalIdSchema, textField } from './common.ts';

/** Limits of the account forms. SPEC sets none beyond "required"; these are the usual ones. */
export const ACCOUNT_LIMITS = {
  name: 100,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  /** Tokens in mail links are 43 characters; Fastify refuses longer path parameters (414). */
  token: 100,
} as const;

/** How long the links in account mails stay valid. */
export const ACTIVATION_TOKEN_HOURS = 24;
export const PASSWORD_RESET_TOKEN_HOURS = 1;

/** The `code` of an error answer, for the screens that act on it (e.g. offer to resend mail). */
export const ACCOUNT_ERROR_CODES = {
  /** 403 from login: the password is right but the e-mail address is not confirmed yet. */
  notActivated: 'account_not_activated',
  /** 404 from the token calls: no such link. */
  tokenInvalid: 'token_invalid',
  /** 409 from the token calls: the link was already used (the account is active). */
  tokenUsed: 'token_used',
  /** 422 from the token calls: the link is too old; activation can be mailed again. */
  tokenExpired: 'token_expired',
} as const;

/** Trimmed and lower-cased, so one address is one account whatever the user typed. */
const emailField = textField({ error: 'validation.email_required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.email_required', abort: true })
  .max(ACCOUNT_LIMITS.email, { error: 'validation.email_invalid', abort: true });

/** Where an account is created the address must be deliverable-looking; login only matches. */
const newEmailField = emailField.refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
  error: 'validation.email_invalid',
});

/** A new password: 8–128 characters. The server also refuses the most common passwords. */
export const newPasswordSchema = textField({ error: 'validation.password_required' })
  .min(1, { error: 'validation.password_required', abort: true })
  .min(ACCOUNT_LIMITS.passwordMin, { error: 'validation.password_too_short' })
  .max(ACCOUNT_LIMITS.passwordMax, { error: 'validation.password_too_long' });

const confirmationField = textField({ error: 'validation.password_confirmation_required' }).min(1, {
  error: 'validation.password_confirmation_required',
});

const tokenField = textField().trim().min(1).max(ACCOUNT_LIMITS.token);

const confirmationMatches = (body: { password: string; password_confirmation: string }) =>
  body.password_confirmation === '' || body.password === body.password_confirmation;
const mismatch = {
  path: ['password_confirmation'],
  error: 'validation.password_confirmation_mismatch',
};

// --- requests -------------------------------------------------------------------------------

export const loginBodySchema = z.object({
  email: emailField,
  password: textField({ error: 'validation.password_required' })
    .min(1, { error: 'validation.password_required' })
    .max(ACCOUNT_LIMITS.passwordMax, { error: 'validation.password_too_long' }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * Deleting one's account: the password confirms it (an account made by Facebook or LINE has
 * none and confirms by a fresh login instead); `delete_content` also deletes what they posted.
 */
export const accountDeleteBodySchema = z.object({
  password: textField({ error: 'validation.password_required' })
    .max(ACCOUNT_LIMITS.passwordMax, { error: 'validation.password_too_long' })
    .optional(),
  delete_content: z.boolean().optional(),
});
export type AccountDeleteBody = z.input<typeof accountDeleteBodySchema>;

/**
 * `locale` is the language of the activation mail and of the account; default: the caller's.
 * `statement_id` is the statement the person was reading when they signed up (a shared link),
 * and `agree` says they pressed its Agree: the activation link brings them back to it and
 * applies that Agree once they have logged in (issue 29).
 */
export const signupBodySchema = z
  .object({
    name: textField({ error: 'validation.name_required' })
      .trim()
      .min(1, { error: 'validation.name_required' })
      .max(ACCOUNT_LIMITS.name, { error: 'validation.name_too_long' }),
    email: newEmailField,
    password: newPasswordSchema,
    password_confirmation: confirmationField,
    locale: localeSchema.optional(),
    statement_id: optionalIdSchema,
    agree: z.boolean().optional(),
  })
  .refine(confirmationMatches, mismatch);
export type SignupBody = z.input<typeof signupBodySchema>;

/** Asks for the activation mail again (after a 403 `account_not_activated` or an old link). */
export const resendActivationBodySchema = z.object({ email: emailField });
export type ResendActivationBody = z.input<typeof resendActivationBodySchema>;

export const passwordCreateBodySchema = z.object({ email: emailField });
export type PasswordCreateBody = z.input<typeof passwordCreateBodySchema>;

export const passwordResetBodySchema = z
  .object({
    email: emailField,
    password: newPasswordSchema,
    password_confirmation: confirmationField,
    token: tokenField,
  })
  .refine(confirmationMatches, mismatch);
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** Answer of GET /api/auth/signup/activate/:token: the address, so the login asks only for the password. */
export const activationResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ActivationResponse = z.infer<typeof activationResponseSchema>;

/** `:token` of GET /api/auth/signup/activate/:token and GET /api/auth/password/reset/:token. */
export const tokenParamSchema = z.object({ token: tokenField });

export const updateLocaleBodySchema = z.object({ locale: localeSchema });

/** Multipart field of POST /api/auth/user/updateAvatar: one png/jpg/jpeg file. */
export const AVATAR_FIELD = 'avatar';

// --- responses ------------------------------------------------------------------------------

export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Public URL of the processed avatar, or null. */
  avatar: z.string().nullable(),
  role: z.number().int(),
  locale: localeSchema,
  /** Blocked by role 1: the account reads but every write answers 403. */
  blocked: z.boolean(),
  /**
   * False for an account made by Facebook or LINE: deleting it is confirmed by a fresh login
   * instead of a password (POST /api/auth/user/delete).
   */
  has_password: z.boolean(),
  /** The departments whose staff the user is (issue 32); empty for everyone else. */
  department_ids: z.array(z.number().int()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * Answer of a successful login (password or social): the user and the session token. The
 * token is also set as the HttpOnly cookie; a browser needs nothing else.
 */
export const sessionResponseSchema = currentUserSchema.extend({ access_token: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const passwordResetCheckResponseSchema = z.object({
  email: z.string(),
  token: z.string(),
});

export const avatarResponseSchema = z.object({ avatar: z.string(), message: z.string() });

// --- social login ---------------------------------------------------------------------------

export const SOCIAL_PROVIDERS = ['facebook', 'line'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Query parameter of /login after a failed social login; its value is a SocialLoginError. */
export const SOCIAL_ERROR_PARAM = 'socialError';
export const SOCIAL_LOGIN_ERRORS = ['failed', 'cancelled', 'email_required'] as const;
export type SocialLoginError = (typeof SOCIAL_LOGIN_ERRORS)[number];
/** The shared message of each failure (see messages/*.ts). */
export const socialErrorMessageKey = (error: SocialLoginError) => `social.${error}` as const;

/** POST /api/auth/social/facebook: a Facebook user access token (e.g. from the JS SDK). */
export const facebookTokenBodySchema = z.object({
  access_token: textField().trim().min(1).max(4096),
});

const callbackParam = textField().max(2000).optional();
/** What a provider sends back to its callback: a code and the state, or an error (e.g. access_denied). */
export const socialCallbackQuerySchema = z.looseObject({
  code: callbackParam,
  state: callbackParam,
  error: callbackParam,
});

/** A row of the data export: its columns as stored, times as ISO strings. */
const exportRows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/auth/user/export: everything the signed-in person gave, as a JSON file. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  profile: z.record(z.string(), z.unknown()),
  settings: z.object({ locale: z.string(), notifications: exportRows }),
  statements: exportRows,
  comments: exportRows,
  events: exportRows,
  event_comments: exportRows,
  agrees: exportRows,
  follows: exportRows,
  reports: exportRows,
  /** Participatory budgets (issue 33): the projects supported, the ballot kept in each budget. */
  budget_supports: exportRows,
  budget_ballots: exportRows,
  /** Consultations (issue 34): the statements proposed and the votes cast. */
  consultation_statements: exportRows,
  consultation_votes: exportRows,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The export's file name: whose data, and the day it was taken. */
export const accountExportFileName = (userId: number, exportedAt: string) =>
  `iagree-data-${userId}-${exportedAt.slice(0, 10)}.json`;
