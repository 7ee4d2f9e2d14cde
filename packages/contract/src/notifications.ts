import { z } from 'zod';
import { idSchema, languageQuerySchema } from './common.ts';
import { paginationMetaSchema } from './events.ts';

/**
 * What a person hears about. Each kind has its own e-mail choice:
 * - `comment`: a comment on my statement or on a statement I follow (not my own comment);
 * - `agree_milestone`: my statement reached one of AGREE_MILESTONES agrees;
 * - `status`: a status change or official answer on my statement or on one I follow;
 * - `event_comment`: a comment on my event;
 * - `event_statement`: a new statement linked to my event;
 * - `moderation`: my content hidden or restored by moderation.
 */
export const NOTIFICATION_KINDS = [
  'comment',
  'agree_milestone',
  'status',
  'event_comment',
  'event_statement',
  'moderation',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const AGREE_MILESTONES = [1, 10, 50, 100, 500, 1000] as const;

/** How a kind reaches the inbox: at once, in the daily digest, or not by e-mail at all. */
export const EMAIL_FREQUENCIES = ['immediate', 'daily', 'never'] as const;
export const emailFrequencySchema = z.enum(EMAIL_FREQUENCIES);
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export const DEFAULT_EMAIL_SETTINGS: Record<NotificationKind, EmailFrequency> = {
  comment: 'immediate',
  agree_milestone: 'daily',
  status: 'immediate',
  event_comment: 'immediate',
  event_statement: 'daily',
  moderation: 'immediate',
};

export const NOTIFICATION_PAGE_SIZE = 20;
/** Most ids one "mark as read" call may name. */
export const MAX_READ_IDS = 100;

/** The person whose action caused a notification (null: the system, e.g. a milestone). */
export const notificationActorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  read: z.boolean(),
  /**
   * One sentence in the caller's language, e.g. 「山田さんがあなたの投稿「公園のベンチ」にコメントしました」;
   * a burst folded into one notification says so (「…ほか4件」 / "…and 4 more").
   */
  message: z.string(),
  /** The app path that shows the thing: `/?statement=12` or `/event/3`. */
  link: z.string(),
  /** How many events this notification folds together (a burst of comments is one). */
  count: z.number().int(),
  actor: notificationActorSchema.nullable(),
  created_at: z.string(),
  created_distance_time: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = languageQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** GET /api/auth/notifications?page=: newest first, NOTIFICATION_PAGE_SIZE a page. */
export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: paginationMetaSchema.extend({ unread: z.number().int() }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/**
 * POST /api/auth/notifications/read: some of the caller's notifications (`ids`) or all of them
 * (`all: true`). One object rather than a union, so a wrong body is told which field to fix.
 */
export const readNotificationsBodySchema = z
  .object({
    ids: z.array(idSchema).min(1).max(MAX_READ_IDS).optional(),
    all: z.literal(true).optional(),
  })
  .refine(({ ids, all }) => (ids === undefined) !== (all === undefined), {
    path: ['ids'],
    error: 'validation.ids_or_all',
  });
export type ReadNotificationsBody = z.infer<typeof readNotificationsBodySchema>;

export const readNotificationsResponseSchema = z.object({ unread: z.number().int() });

/** GET and POST /api/auth/user/notification-settings (POST may name only some kinds). */
export const notificationSettingsSchema = z.object({
  email: z.record(notificationKindSchema, emailFrequencySchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsBodySchema = z.object({
  email: z.partialRecord(notificationKindSchema, emailFrequencySchema),
});

/**
 * POST /api/notifications/unsubscribe/{token}: no login. The token comes from a mail, names
 * one recipient and one kind, and sets that kind to `never`. The mail's List-Unsubscribe header
 * points here (RFC 8058 one-click: the body `List-Unsubscribe=One-Click`); the link in the mail's
 * text opens the page /unsubscribe/{token}, which makes this call.
 */
export const unsubscribeParamSchema = z.object({
  token: z.string().regex(/^[\w-]{16,128}$/, { error: 'validation.invalid' }),
});
export const unsubscribeResponseSchema = z.object({
  kind: notificationKindSchema,
  /** "You will no longer receive e-mails about comments." in the caller's language. */
  message: z.string(),
});

/** GET, PUT and DELETE /api/auth/statements/{id}/follow: whether the caller follows it. */
export const followResponseSchema = z.object({ following: z.boolean() });
