import { z } from 'zod';
import {
  commentAuthorFields,
  idSchema,
  languageQuerySchema,
  optionalIdSchema,
  textField,
} from './common.ts';
import { mcategorySchema } from './categories.ts';
import type { MessageKey } from './messages/index.ts';
import { keywordField } from './search.ts';
import {
  optionalText,
  placeAndCategoryFields,
  requiredText,
  withWholePlace,
} from './form-fields.ts';
import { pageOf } from './pages.ts';

/** Sorts of the event list: by start date (the statement form's picker) or by creation. */
export const EVENT_SORTS = ['start_date_desc', 'start_date_asc', 'DESC', 'ASC'] as const;
export const eventSortSchema = z.enum(EVENT_SORTS);
export type EventSort = (typeof EVENT_SORTS)[number];
export const DEFAULT_EVENT_SORT: EventSort = 'start_date_desc';

export const EVENT_PAGE_SIZE = 12;
export const MAX_EVENT_PAGE_SIZE = 100;
export const MY_EVENTS_PAGE_SIZE = 10;
export const EVENT_CODE_PATTERN = /^EV[A-Z0-9]{6}$/;
export const MAX_EVENT_COMMENT_LENGTH = 1000;
/** Longest texts of the event form. */
export const EVENT_TEXT_LIMITS = { title: 200, company_name: 200, description: 10_000 } as const;

/** SPEC §5: dates travel as yyyy-MM-dd. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An event's optional start and end times, HH:mm on the 24-hour clock (decision 030). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const eventSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  user_id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** HH:mm, or null for an event given by its days only. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The organiser's name as the event gives it; empty when it names none (decision 030). */
  company_name: z.string(),
  /** Public URLs of the processed images. */
  company_logo_img: z.string().nullable(),
  event_img: z.string().nullable(),
  description: z.string(),
  categories: z.array(mcategorySchema),
  comments_count: z.number().int(),
});
export type Event = z.infer<typeof eventSchema>;

/** What the statement form's event picker needs of an event (from GET /api/events). */
export const eventOptionSchema = eventSchema.pick({ id: true, code: true, title: true });
export type EventOption = z.infer<typeof eventOptionSchema>;

/** A statement linked to the event through its event_code. */
export const eventStatementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  agree_count: z.number().int(),
});

/** GET /api/events/{id}/statements: a page of the linked statements, newest first. */
export const eventStatementPageSchema = pageOf(eventStatementSchema);
export type EventStatementPage = z.infer<typeof eventStatementPageSchema>;

/** POST /api/auth/events/{id}/statements: the organiser links a statement to the event. */
export const eventStatementLinkBodySchema = z.object({ statement_id: idSchema });
export const eventStatementParamsSchema = z.object({ id: idSchema, statement_id: idSchema });

export const eventDetailSchema = eventSchema.extend({
  /** The latest DETAIL_PAGE_SIZE linked statements, newest first. */
  statements: z.array(eventStatementSchema),
  /** How many statements are linked in all. */
  statements_total: z.number().int(),
  /** The older ones: GET /api/events/{id}/statements?cursor=…; null when none is left. */
  statements_next_cursor: z.string().nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
export const eventDetailResponseSchema = z.object({ data: eventDetailSchema });

export const eventListQuerySchema = languageQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_EVENT_PAGE_SIZE).default(EVENT_PAGE_SIZE),
  keyword: keywordField(),
  /** Only the events this user organises. */
  user_id: optionalIdSchema,
  /** A master category id; empty or absent means all. */
  category: optionalIdSchema,
  sortBy: eventSortSchema.default(DEFAULT_EVENT_SORT),
});

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
});

export const eventListResponseSchema = z.object({
  data: z.array(eventSchema),
  meta: paginationMetaSchema,
});

export const myEventsQuerySchema = languageQuerySchema.extend({
  /** By start date (then id): DESC shows the latest first. */
  sortBy: z.enum(['DESC', 'ASC']).default('DESC'),
  /** How many of the user's events the page already shows. */
  offset: z.coerce.number().int().min(0).default(0),
});
export const myEventsResponseSchema = z.object({
  data: z.array(eventSchema),
  totalPage: z.number().int(),
});

export const eventIdParamSchema = z.object({ event_id: idSchema });

export const createdEventResponseSchema = z.object({ id: z.number().int() });

/** An optional time of day; empty means none. */
const timeField = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    textField().regex(TIME_PATTERN, { error: 'validation.time_format' }).optional(),
  );

const dateField = (requiredKey: MessageKey) =>
  requiredText(requiredKey, 10, 'validation.date_format').refine(isCalendarDate, {
    error: 'validation.date_format',
  });

/** Text fields of the create and update forms (multipart), as SPEC §5 validates them. */
export const eventFieldsSchema = withWholePlace(
  z
    .object({
      title: requiredText(
        'validation.title_required',
        EVENT_TEXT_LIMITS.title,
        'validation.title_too_long',
      ),
      start_date: dateField('validation.start_date_required'),
      end_date: dateField('validation.end_date_required'),
      start_time: timeField(),
      end_time: timeField(),
      company_name: optionalText(EVENT_TEXT_LIMITS.company_name, 'validation.company_too_long'),
      description: requiredText(
        'validation.description_required',
        EVENT_TEXT_LIMITS.description,
        'validation.description_too_long',
      ),
      ...placeAndCategoryFields,
    })
    .refine(
      ({ start_date, end_date }) =>
        !isCalendarDate(start_date) || !isCalendarDate(end_date) || end_date >= start_date,
      {
        path: ['end_date'],
        error: 'validation.end_before_start',
      },
    )
    .refine(
      ({ start_date, end_date, start_time, end_time }) =>
        start_date !== end_date || !start_time || !end_time || end_time >= start_time,
      { path: ['end_time'], error: 'validation.end_time_before_start' },
    )
    .refine(({ start_time, end_time }) => !end_time || !!start_time, {
      path: ['start_time'],
      error: 'validation.start_time_required',
    }),
);
export type EventFields = z.output<typeof eventFieldsSchema>;

export const EVENT_IMAGE_FIELDS = ['company_logo_img', 'event_img'] as const;
export type EventImageField = (typeof EVENT_IMAGE_FIELDS)[number];

/** A place chosen on the map; an empty object or null means none. */
/** A place: map coordinates with their name, or a typed address alone (no marker then). */
export const commentLocationSchema = z
  .object({
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
    locationName: textField().trim().max(500, { error: 'validation.address_too_long' }).default(''),
  })
  .refine((place) => (place.lat == null) === (place.lng == null), {
    path: ['lat'],
    error: 'validation.invalid',
  })
  .refine((place) => place.lat != null || place.locationName !== '', {
    path: ['locationName'],
    error: 'validation.address_required',
  });
export type CommentLocation = z.infer<typeof commentLocationSchema>;

export const eventCommentBodySchema = z.object({
  comment: requiredText(
    'validation.comment_required',
    MAX_EVENT_COMMENT_LENGTH,
    'validation.comment_too_long',
  ),
  location: z.preprocess(
    (value) =>
      value === '' || (typeof value === 'object' && value && Object.keys(value).length === 0)
        ? null
        : value,
    commentLocationSchema.nullish(),
  ),
});
export type EventCommentBody = z.input<typeof eventCommentBodySchema>;

export const eventCommentSchema = z.object({
  id: z.number().int(),
  ...commentAuthorFields,
  created_at: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type EventComment = z.infer<typeof eventCommentSchema>;

/** GET /api/events/{id}/comments: a page of the event's comments, newest first. */
export const eventCommentsResponseSchema = pageOf(eventCommentSchema);
export type EventCommentPage = z.infer<typeof eventCommentsResponseSchema>;
export const createdEventCommentResponseSchema = z.object({
  data: eventCommentSchema,
  comments_count: z.number().int(),
});
