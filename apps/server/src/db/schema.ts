import { sql } from 'drizzle-orm';
import {
  BUDGET_PHASES,
  CONSULTATION_STATEMENT_STATUSES,
  EMAIL_FREQUENCIES,
  HIDDEN_REASONS,
  MODERATION_ACTIONS,
  NOTIFICATION_KINDS,
  REPORT_REASONS,
  REPORT_TARGETS,
  STATEMENT_STATUSES,
  TIMELINE_KINDS,
  type Polygon,
} from '@iagree/contract';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  jsonb,
  check,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** A reference to the row this one belongs to: it goes when that row does. */
const ownedBy = (target: () => AnyPgColumn) =>
  integer().notNull().references(target, { onDelete: 'cascade' });

/**
 * A descending index column that serves `ORDER BY … DESC`. Drizzle writes `.desc()` as
 * DESC NULLS LAST, while PostgreSQL's DESC means NULLS FIRST: such an index cannot give the
 * order, even on NOT NULL columns, and the query sorts every row instead.
 */
const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();

/**
 * The search engine's bigrams of a row's text (decision 018), written by a trigger through the
 * SQL function `search_grams` (migration search): never set by the app.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const searchVector = () =>
  tsvector()
    .notNull()
    .default(sql`''::tsvector`);

/**
 * Moderation state of a thing people post (statements, their comments, events, event
 * comments): hidden while `hiddenAt` is set, for the reason in `hiddenReason` (decision 013).
 * Lists read only the rows where it is null; their indexes are partial on that condition.
 */
const hiddenColumns = () => ({
  hiddenAt: timestamp({ withTimezone: true }),
  hiddenReason: text({ enum: HIDDEN_REASONS }),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    /** Stored trimmed and lower-cased. */
    email: text().notNull(),
    /** Null for accounts created through a social provider only. */
    passwordHash: text(),
    /** Storage key of the processed avatar image. */
    avatar: text(),
    role: smallint().notNull().default(0),
    locale: text().notNull().default('ja'),
    activatedAt: timestamp({ withTimezone: true }),
    /** Set while role 1 blocks the account: it reads but writes nothing (decision 013). */
    blockedAt: timestamp({ withTimezone: true }),
    blockedReason: text(),
    /**
     * Set when the person deleted their account: the row stays, emptied of everything personal,
     * so that the statements and comments they left show under a neutral name (decision 029).
     */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Links an account to a social login provider's subject (Facebook user id, LINE sub). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text().notNull(),
    subject: text().notNull(),
    userId: ownedBy(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** A login session; only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: ownedBy(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use e-mail tokens (account activation, password reset); only their hash is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: ownedBy(() => users.id),
    kind: text({ enum: ['activation', 'password_reset'] }).notNull(),
    /**
     * What a signup asked for, applied when its activation link is followed: the password
     * hash and name wait here, not on the account, so only whoever proves the mailbox sets
     * them. Cleared when the token is used.
     */
    pendingPasswordHash: text(),
    pendingName: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_kind_idx').on(t.userId, t.kind)],
);

export const masterCategories = pgTable('master_categories', {
  id: integer().primaryKey(),
  slug: text().notNull().unique(),
  nameJa: text().notNull(),
  nameEn: text().notNull(),
  position: smallint().notNull(),
});

export const events = pgTable(
  'events',
  {
    id: id(),
    /** Short public code that statements use to link to the event. */
    code: text().notNull(),
    userId: ownedBy(() => users.id),
    title: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** Optional times of day of the first and last days (decision 030). */
    startTime: time(),
    endTime: time(),
    address: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    companyName: text().notNull(),
    companyLogoImg: text(),
    eventImg: text(),
    description: text().notNull(),
    commentsCount: integer().notNull().default(0),
    /** Title (weight A), company name, description and address (B). */
    searchVector: searchVector(),
    ...hiddenColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_code_key').on(t.code),
    index('events_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.hiddenAt} IS NULL`),
    index('events_start_date_idx').on(descending(t.startDate), descending(t.id)),
    index('events_user_idx').on(t.userId, descending(t.startDate)),
    // /media finds the event an image belongs to, to hide it with the event (decision 029).
    index('events_event_img_idx').on(t.eventImg),
    index('events_company_logo_img_idx').on(t.companyLogoImg),
    index('events_geo_idx')
      .on(t.longitude, t.latitude)
      .where(sql`${t.latitude} IS NOT NULL`),
    check('events_dates_order', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A department of the city (issue 32, decision 034): it owns the master categories of
 * department_categories, within its area when it has one — a municipality by its full name
 * (東京都練馬区) or a GeoJSON Polygon — and its staff (department_members) answer for the
 * statements it is in charge of.
 */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text().notNull(),
    areaMunicipality: text(),
    areaPolygon: jsonb().$type<Polygon>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('departments_name_key').on(t.name),
    check('departments_one_area', sql`${t.areaMunicipality} IS NULL OR ${t.areaPolygon} IS NULL`),
  ],
);

export const departmentCategories = pgTable(
  'department_categories',
  {
    departmentId: ownedBy(() => departments.id),
    categoryId: integer()
      .notNull()
      .references(() => masterCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.departmentId, t.categoryId] }),
    // The routing of a new statement asks for the departments of its categories.
    index('department_categories_category_idx').on(t.categoryId, t.departmentId),
  ],
);

/** A department's staff: a user may serve several. */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: ownedBy(() => departments.id),
    userId: ownedBy(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.departmentId, t.userId] }),
    // Every session check reads the user's departments.
    index('department_members_user_idx').on(t.userId, t.departmentId),
  ],
);

export const statements = pgTable(
  'statements',
  {
    id: id(),
    userId: ownedBy(() => users.id),
    title: text().notNull(),
    description: text().notNull(),
    /** Amount in yen. */
    money: bigint({ mode: 'number' }),
    address: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    freeCategory: text(),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    agreeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    /** What became of it (issue 15), with role 1's official answer. */
    status: text({ enum: STATEMENT_STATUSES }).notNull().default('open'),
    answer: text(),
    answeredBy: integer().references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }),
    /** The department in charge (issue 32): routed at creation, handed over since. */
    departmentId: integer().references(() => departments.id, { onDelete: 'set null' }),
    /**
     * Title (weight A), description (B) and their readings (C, D), so that こうえん finds 公園
     * (decision 027).
     */
    searchVector: searchVector(),
    /**
     * The title's part of `searchVector` (weights A and C), with an index of its own: relevance
     * reads the statements with every term in their title without decompressing each row's
     * whole vector (decision 042).
     */
    titleVector: searchVector(),
    /**
     * The readings of the title and the description in hiragana, from the morphological
     * analyser in Node (decision 027); null until it has read the current text: a trigger
     * clears them when the text changes, and the app fills them after the write.
     */
    titleReading: text(),
    descriptionReading: text(),
    /**
     * The trend (decision 018): ln Σ w·e^((t − T₀)/τ), T₀ = 2026-01-01, over its agrees and visible
     * comments, and when the last of them was made; null without any. Kept by triggers
     * (migration trending) in the writing transaction.
     */
    trendScore: doublePrecision(),
    trendedAt: timestamp({ withTimezone: true }),
    ...hiddenColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('statements_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.hiddenAt} IS NULL`),
    index('statements_title_search_idx')
      .using('gin', t.titleVector)
      .where(sql`${t.hiddenAt} IS NULL`),
    // The statements whose readings are still to be made: few at any time.
    index('statements_unread_idx')
      .on(t.id)
      .where(sql`${t.titleReading} IS NULL OR ${t.descriptionReading} IS NULL`),
    // One index per sort of SPEC §3, each ending in the tie-break (newest first, then id),
    // over the statements that are not hidden: the lists read only those.
    index('statements_agree_desc_idx')
      .on(descending(t.agreeCount), descending(t.createdAt), descending(t.id))
      .where(sql`${t.hiddenAt} IS NULL`),
    index('statements_agree_asc_idx')
      .on(t.agreeCount, descending(t.createdAt), descending(t.id))
      .where(sql`${t.hiddenAt} IS NULL`),
    index('statements_comment_desc_idx')
      .on(descending(t.commentCount), descending(t.createdAt), descending(t.id))
      .where(sql`${t.hiddenAt} IS NULL`),
    index('statements_comment_asc_idx')
      .on(t.commentCount, descending(t.createdAt), descending(t.id))
      .where(sql`${t.hiddenAt} IS NULL`),
    index('statements_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.hiddenAt} IS NULL`),
    index('statements_status_idx')
      .on(t.status, descending(t.createdAt), descending(t.id))
      .where(sql`${t.hiddenAt} IS NULL`),
    // The trending sort walks the first in order; the second counts the week's active ones.
    index('statements_trending_idx')
      .on(
        descending(t.trendScore),
        descending(t.agreeCount),
        descending(t.createdAt),
        descending(t.id),
      )
      .where(sql`${t.hiddenAt} IS NULL AND ${t.trendScore} IS NOT NULL`),
    index('statements_trended_idx')
      .on(t.trendedAt)
      .where(sql`${t.hiddenAt} IS NULL AND ${t.trendedAt} IS NOT NULL`),
    // The moderation of one author's things (block, unblock).
    index('statements_hidden_idx')
      .on(t.hiddenAt)
      .where(sql`${t.hiddenAt} IS NOT NULL`),
    index('statements_user_idx').on(t.userId, descending(t.createdAt)),
    // The list of one department (`department=`), newest first.
    index('statements_department_idx')
      .on(t.departmentId, descending(t.createdAt), descending(t.id))
      .where(sql`${t.hiddenAt} IS NULL`),
    index('statements_event_idx').on(t.eventId, descending(t.createdAt), descending(t.id)),
    index('statements_geo_idx')
      .on(t.longitude, t.latitude, t.createdAt)
      .where(sql`${t.latitude} IS NOT NULL`),
    // The map's boxes finer than the pre-aggregated cells group their visible rows from this
    // alone (an index-only scan): rows lie in time order, so reading them from the heap cost a
    // page per row — a 6 km box in Tokyo 410 ms against 22 ms (docs/performance.md, issue 27).
    index('statements_map_idx')
      .on(t.longitude, t.latitude, t.id)
      .where(sql`${t.hiddenAt} IS NULL`),
    check('statements_money_nonnegative', sql`${t.money} IS NULL OR ${t.money} >= 0`),
    check(
      'statements_latlng_range',
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND (${t.latitude} IS NULL OR (${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180))`,
    ),
  ],
);

/**
 * A statement's public timeline (issue 32): received (受付, with the department routed to), each
 * status change with its official answer, each hand-over; written in the transaction of the
 * change. `status` and `departmentId` say what holds from that step on.
 */
export const statementTimeline = pgTable(
  'statement_timeline',
  {
    id: id(),
    statementId: ownedBy(() => statements.id),
    kind: text({ enum: TIMELINE_KINDS }).notNull(),
    status: text({ enum: STATEMENT_STATUSES }).notNull(),
    answer: text(),
    departmentId: integer().references(() => departments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('statement_timeline_statement_idx').on(t.statementId, t.createdAt, t.id)],
);

/**
 * Pre-aggregated map grid of the located statements, kept by triggers (migration map_cells):
 * one row per non-empty cell of each level, cells of 180 / 2^level degrees. A wide map box
 * reads at most a few thousand of these rows instead of every statement inside it.
 */
export const statementMapCells = pgTable(
  'statement_map_cells',
  {
    level: smallint().notNull(),
    cx: integer().notNull(),
    cy: integer().notNull(),
    n: integer().notNull(),
    sumLat: doublePrecision().notNull(),
    sumLng: doublePrecision().notNull(),
    /** The ids of the cell's statements while it holds two or fewer; null above. */
    ids: integer().array(),
  },
  (t) => [primaryKey({ columns: [t.level, t.cx, t.cy] })],
);

export const statementImages = pgTable(
  'statement_images',
  {
    id: id(),
    statementId: ownedBy(() => statements.id),
    position: smallint().notNull(),
    /** Storage keys of the re-encoded image and its thumbnail. */
    key: text().notNull(),
    thumbKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('statement_images_statement_idx').on(t.statementId, t.position),
    // /media finds the statement an image belongs to, to hide it with the statement.
    index('statement_images_key_idx').on(t.key),
  ],
);

/**
 * A statement's master categories. Each row carries copies of its statement's sort keys, kept
 * by triggers (migration ranked_lists), so that one category's page in any sort of SPEC §3 is
 * a range of one index here rather than a filter over every statement.
 */
export const statementCategories = pgTable(
  'statement_categories',
  {
    statementId: ownedBy(() => statements.id),
    categoryId: integer()
      .notNull()
      .references(() => masterCategories.id),
    agreeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: createdAt(),
    /** A copy of whether its statement is hidden, kept by triggers like the sort keys. */
    hidden: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.categoryId] }),
    // The statements' sort indexes, within one category, over the rows not hidden.
    index('statement_categories_agree_desc_idx')
      .on(
        t.categoryId,
        descending(t.agreeCount),
        descending(t.createdAt),
        descending(t.statementId),
      )
      .where(sql`NOT ${t.hidden}`),
    index('statement_categories_agree_asc_idx')
      .on(t.categoryId, t.agreeCount, descending(t.createdAt), descending(t.statementId))
      .where(sql`NOT ${t.hidden}`),
    index('statement_categories_comment_desc_idx')
      .on(
        t.categoryId,
        descending(t.commentCount),
        descending(t.createdAt),
        descending(t.statementId),
      )
      .where(sql`NOT ${t.hidden}`),
    index('statement_categories_comment_asc_idx')
      .on(t.categoryId, t.commentCount, descending(t.createdAt), descending(t.statementId))
      .where(sql`NOT ${t.hidden}`),
    index('statement_categories_created_idx')
      .on(t.categoryId, t.createdAt, t.statementId)
      .where(sql`NOT ${t.hidden}`),
  ],
);

/**
 * How many visible statements there are (category 0) and how many of each master category, kept by
 * triggers (migration ranked_lists): the ranked list's page count without counting a million
 * rows at every call.
 */
export const statementTotals = pgTable('statement_totals', {
  categoryId: integer().primaryKey(),
  total: integer().notNull(),
});

export const agrees = pgTable(
  'agrees',
  {
    userId: ownedBy(() => users.id),
    statementId: ownedBy(() => statements.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.statementId] }),
    index('agrees_statement_idx').on(t.statementId),
    // The trending sort reads the agrees of the last days only.
    index('agrees_created_idx').on(t.createdAt),
  ],
);

export const statementComments = pgTable(
  'statement_comments',
  {
    id: id(),
    statementId: ownedBy(() => statements.id),
    userId: ownedBy(() => users.id),
    comment: text().notNull(),
    ...hiddenColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('statement_comments_statement_idx').on(
      t.statementId,
      descending(t.createdAt),
      descending(t.id),
    ),
    // The trending sort reads the comments of the last days only.
    index('statement_comments_created_idx').on(t.createdAt),
  ],
);

export const eventCategories = pgTable(
  'event_categories',
  {
    eventId: ownedBy(() => events.id),
    categoryId: integer()
      .notNull()
      .references(() => masterCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.categoryId] }),
    index('event_categories_category_idx').on(t.categoryId, t.eventId),
  ],
);

export const eventComments = pgTable(
  'event_comments',
  {
    id: id(),
    eventId: ownedBy(() => events.id),
    userId: ownedBy(() => users.id),
    comment: text().notNull(),
    address: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    ...hiddenColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_comments_event_idx').on(t.eventId, descending(t.createdAt), descending(t.id)),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text().notNull(),
  email: text().notNull(),
  content: text().notNull(),
  locale: text().notNull(),
  createdAt: createdAt(),
});

/**
 * A user's report of something posted (issue 15): one per reporter and thing. Open until role 1
 * hides or restores the thing, which resolves every open report of it.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: ownedBy(() => users.id),
    targetType: text({ enum: REPORT_TARGETS }).notNull(),
    targetId: integer().notNull(),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    details: text(),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_open_idx')
      .on(descending(t.createdAt))
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/** Every privileged action: who (null for the system's own hide), what, when and why. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: id(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: MODERATION_ACTIONS }).notNull(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_created_idx').on(descending(t.createdAt), descending(t.id))],
);

/**
 * Mail waiting to go (decision 012). A row is written in the transaction of the change that
 * causes the mail and sent by the mail worker: `available_at` is when a worker may take it
 * next — a claim moves it a lease ahead, a failed send a backoff ahead. A sent row loses its
 * bodies (they hold account links) and is forgotten after a week.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    attempts: integer().notNull().default(0),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Extra header lines (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb().$type<Record<string, string>>(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** Set when the SMTP server refused the mail for good (a 5xx answer): never retried. */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_waiting_idx')
      .on(t.availableAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * One row per periodic job and period that a server claimed and ran (decision 012): the
 * primary key lets exactly one server of a deployment run a job in a given period.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text().notNull(),
    /** The start of the period: `now` rounded down to a multiple of the job's interval. */
    periodStart: timestamp({ withTimezone: true }).notNull(),
    /** Which server ran it (host name and process id), for the operator. */
    ranBy: text().notNull(),
    ranAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);

/**
 * What a person hears about (issue 16, decision 017): one row per recipient and thing that
 * happened, written in the transaction of the change that causes it. `statementId`, `eventId`
 * and the comment columns name the thing (their cascades take the notification away with it);
 * a burst of comments on one statement folds into one unread row (`count`, latest actor).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: ownedBy(() => users.id),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    statementId: integer().references(() => statements.id, { onDelete: 'cascade' }),
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    commentId: integer().references(() => statementComments.id, { onDelete: 'cascade' }),
    eventCommentId: integer().references(() => eventComments.id, { onDelete: 'cascade' }),
    /** Whose action it was; null for the system (a milestone, the automatic hide). */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    count: integer().notNull().default(1),
    /** What the sentence needs besides the thing: the milestone, the status, hidden or restored. */
    params: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
    readAt: timestamp({ withTimezone: true }),
    /**
     * When its immediate mail is composed and queued: a short while after it happened, so a
     * burst folded into it meanwhile goes out as one mail (decision 017). Null: no mail waits.
     */
    mailDueAt: timestamp({ withTimezone: true }),
    /** Waiting for the recipient's next daily digest. */
    inDigest: boolean().notNull().default(false),
    createdAt: createdAt(),
    /** When it last happened (a fold moves it): the list's order. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(
      t.recipientId,
      descending(t.updatedAt),
      descending(t.id),
    ),
    // The unread count, and the unread comment notification a burst folds into.
    index('notifications_unread_idx')
      .on(t.recipientId, t.kind, t.statementId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_digest_idx')
      .on(t.recipientId)
      .where(sql`${t.inDigest}`),
    // The cascades of the things, and forgetting a hidden thing's notifications.
    index('notifications_statement_idx')
      .on(t.statementId)
      .where(sql`${t.statementId} IS NOT NULL`),
    index('notifications_event_idx')
      .on(t.eventId)
      .where(sql`${t.eventId} IS NOT NULL`),
    index('notifications_comment_idx')
      .on(t.commentId)
      .where(sql`${t.commentId} IS NOT NULL`),
    index('notifications_event_comment_idx')
      .on(t.eventCommentId)
      .where(sql`${t.eventCommentId} IS NOT NULL`),
    index('notifications_mail_due_idx')
      .on(t.mailDueAt)
      .where(sql`${t.mailDueAt} IS NOT NULL`),
    index('notifications_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} IS NOT NULL`),
  ],
);

/** A user's e-mail choice for one kind; no row means DEFAULT_EMAIL_SETTINGS. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: ownedBy(() => users.id),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    frequency: text({ enum: EMAIL_FREQUENCIES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The one-click unsubscribe link of one recipient and kind: 256 random bits, made with the
 * first mail of the kind and reused by every later one, so an old mail's link still works.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    token: text().primaryKey(),
    userId: ownedBy(() => users.id),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('unsubscribe_tokens_user_kind_key').on(t.userId, t.kind)],
);

/** Who follows which statement (its author from its creation). */
export const statementFollows = pgTable(
  'statement_follows',
  {
    userId: ownedBy(() => users.id),
    statementId: ownedBy(() => statements.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.statementId] }),
    index('statement_follows_statement_idx').on(t.statementId),
  ],
);

/** The agree milestones a statement reached: each notifies once, whatever agrees come and go. */
export const agreeMilestones = pgTable(
  'agree_milestones',
  {
    statementId: ownedBy(() => statements.id),
    milestone: integer().notNull(),
    reachedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.milestone] })],
);

/**
 * Participatory budgeting (issue 33, decision 035): a sum of yen residents spend on the
 * statements entered as its projects. Its phase only moves forward.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    /** Yen. */
    total: bigint({ mode: 'number' }).notNull(),
    phase: text({ enum: BUDGET_PHASES }).notNull().default('accepting'),
    /** Ballots only from accounts that redeemed one of the city's resident codes. */
    requiresVerification: boolean().notNull().default(false),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('budgets_created_idx').on(descending(t.createdAt), descending(t.id)),
    check('budgets_total_positive', sql`${t.total} > 0`),
  ],
);

/**
 * A statement entered into a budget. Role 1's review sets `feasible` (null until then), the
 * final `price` and the public `explanation`; finishing the budget stores `ballots` and `won`,
 * so the results stay what they were when announced.
 */
export const budgetProjects = pgTable(
  'budget_projects',
  {
    id: id(),
    budgetId: ownedBy(() => budgets.id),
    statementId: ownedBy(() => statements.id),
    price: bigint({ mode: 'number' }).notNull(),
    feasible: boolean(),
    explanation: text(),
    supportCount: integer().notNull().default(0),
    ballots: integer().notNull().default(0),
    won: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('budget_projects_statement_key').on(t.budgetId, t.statementId),
    index('budget_projects_statement_idx').on(t.statementId),
    check('budget_projects_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

/** Who supports which project: one row each, so supporting again changes nothing. */
export const budgetSupports = pgTable(
  'budget_supports',
  {
    projectId: ownedBy(() => budgetProjects.id),
    userId: ownedBy(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('budget_supports_user_idx').on(t.userId),
  ],
);

/** Each person's one ballot in a budget: the projects they spend it on, replaced whole. */
export const budgetBallots = pgTable(
  'budget_ballots',
  {
    budgetId: ownedBy(() => budgets.id),
    userId: ownedBy(() => users.id),
    projectIds: integer().array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.budgetId, t.userId] }),
    index('budget_ballots_user_idx').on(t.userId),
  ],
);

/**
 * The city's resident codes for a budget that requires them (decision 035): only their SHA-256
 * is stored, as uploaded; a resident redeems one code once, and one code per account.
 */
export const budgetCodes = pgTable(
  'budget_codes',
  {
    budgetId: ownedBy(() => budgets.id),
    codeHash: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.budgetId, t.codeHash] }),
    uniqueIndex('budget_codes_user_key').on(t.budgetId, t.userId),
  ],
);

/**
 * A consultation (issue 34, decision 036): statements people vote agree / disagree / pass on,
 * analysed into opinion groups. `changedAt` moves when its set of votable statements changes or
 * a vote is withdrawn; votes are found changed through their own `updatedAt`. A server that
 * analyses it holds it until `analysisClaimedUntil`, so another does not compute it too.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    userId: ownedBy(() => users.id),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    analysisClaimedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('consultations_event_idx').on(t.eventId)],
);

/** Its statements; counts change in the transaction of the vote they count. */
export const consultationStatements = pgTable(
  'consultation_statements',
  {
    id: id(),
    consultationId: ownedBy(() => consultations.id),
    userId: ownedBy(() => users.id),
    text: text().notNull(),
    status: text({ enum: CONSULTATION_STATEMENT_STATUSES }).notNull(),
    agrees: integer().notNull().default(0),
    disagrees: integer().notNull().default(0),
    passes: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('consultation_statements_consultation_idx').on(t.consultationId, t.id)],
);

/** One vote per person and statement: 1 agree, -1 disagree, 0 pass; a later one replaces it. */
export const consultationVotes = pgTable(
  'consultation_votes',
  {
    statementId: ownedBy(() => consultationStatements.id),
    userId: ownedBy(() => users.id),
    consultationId: ownedBy(() => consultations.id),
    vote: smallint().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.userId] }),
    // A person's votes in one consultation (the next statement), and the newest vote of each.
    index('consultation_votes_person_idx').on(t.consultationId, t.userId),
    index('consultation_votes_updated_idx').on(t.consultationId, t.updatedAt),
    check('consultation_votes_vote', sql`${t.vote} IN (-1, 0, 1)`),
  ],
);

/**
 * The latest analysis of a consultation, served as it is: `data` is the API's answer, `groupOf`
 * the group of each counted participant by user id (for my-group, never published),
 * `separation` how much the groups' agree rates differ on each statement (the next statement
 * favours the larger). `covers` is the time up to which votes are surely in it.
 */
export const consultationAnalyses = pgTable('consultation_analyses', {
  consultationId: integer()
    .primaryKey()
    .references(() => consultations.id, { onDelete: 'cascade' }),
  data: jsonb().notNull(),
  groupOf: jsonb().$type<Record<string, number>>().notNull(),
  separation: jsonb().$type<Record<string, number>>().notNull(),
  covers: timestamp({ withTimezone: true }).notNull(),
  computedAt: createdAt(),
});
