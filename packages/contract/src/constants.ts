/*
 * Plain values without zod: a module that holds a schema is kept whole in a bundle that uses
 * any of its exports, so what the web app needs at start (locale, cookies, roles) and on its
 * home page (the list's sorts, statuses and limits, the map's ranges) lives here, and neither
 * carries a schema (decisions 016 and 022).
 */

export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';

/** A guard for one of `values`, e.g. `isLocale`. */
const oneOf =
  <T>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);

export const isLocale = oneOf(LOCALES);

/** Reads any value as a supported locale, falling back to the default. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export const LOCALE_HEADER = 'x-client-locale';

/** Role 1 is the privileged role (organisers and moderators); 0 is a plain user. */
export const ROLES = { user: 0, privileged: 1 } as const;

export const COOKIES = {
  locale: 'iagree-locale',
  accessToken: 'iagree-access-token',
  role: 'user-role',
} as const;

/** The home page's data block with a guest's first answers, which the web reads once. */
export const FIRST_ANSWERS_ID = 'first-answers';
/**
 * The shell's place for the home map (decision 025): as wide as the map will be, so that the
 * page can ask for the map's first box before the map's code has arrived.
 */
export const HOME_SHELL_MAP_ATTRIBUTE = 'data-home-shell-map';

export const MAX_KEYWORD_LENGTH = 200;
/** More words than this in one keyword are ignored (each narrows the result). */
export const MAX_KEYWORD_TERMS = 5;

/**
 * The words of a keyword as the search engine matches them, and as the screens highlight them:
 * NFKC (full-width Latin and digits become half-width, half-width kana full-width), lower case,
 * split on any white space (the ideographic space included), without repeats.
 */
export function keywordTerms(keyword: string | undefined): string[] {
  const words = (keyword ?? '').normalize('NFKC').toLowerCase().split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_KEYWORD_TERMS);
}

/** The web page a mail's unsubscribe link opens (the server writes the link). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** Every id column is a PostgreSQL `integer`; a larger id can name no row. */
export const MAX_ID = 2_147_483_647;

export const STATEMENT_SORTS = [
  'agree_desc',
  'agree_asc',
  'comment_desc',
  'comment_asc',
  'created_at_desc',
  'created_at_asc',
] as const;
export type StatementSort = (typeof STATEMENT_SORTS)[number];
export const DEFAULT_STATEMENT_SORT: StatementSort = 'agree_desc';

export const STATEMENT_PAGE_SIZE = 10;
export const MAX_STATEMENT_IMAGES = 5;
/** How many of the latest comments each list item carries (the detail: DETAIL_PAGE_SIZE). */
export const STATEMENT_COMMENT_PREVIEW = 3;
export const MAX_STATEMENT_COMMENT_LENGTH = 1000;
export const MAX_STATEMENT_TITLE_LENGTH = 200;
export const MAX_STATEMENT_DESCRIPTION_LENGTH = 10_000;
export const MAX_FREE_CATEGORY_LENGTH = 100;
export const MAX_MONEY = 999_999_999_999;

/** Multipart file fields; the `[]` suffix is optional. */
export const STATEMENT_FILE_FIELDS = { create: 'images', update: 'added_images' } as const;

/**
 * Sorts beyond SPEC's six: `relevance` (the default when a keyword is given), `trending`
 * (agrees and comments received in the last 7 days, recent ones weighing more) and `nearby`
 * (nearest first; needs `latitude` and `longitude`).
 */
export const DISCOVERY_SORTS = ['relevance', 'trending', 'nearby'] as const;
export const LIST_SORTS = [...STATEMENT_SORTS, ...DISCOVERY_SORTS] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const isListSort = oneOf(LIST_SORTS);

/**
 * The list's sort when none is asked (or the one asked cannot apply): relevance where the keyword
 * has words to rank by, SPEC's default otherwise (decision 018).
 */
export const defaultListSort = (keyword: string | undefined): ListSort =>
  keywordTerms(keyword).length > 0 ? 'relevance' : DEFAULT_STATEMENT_SORT;

/** What became of a statement (issue 15); `open` until role 1 says otherwise. */
export const STATEMENT_STATUSES = [
  'open',
  'under_review',
  'in_progress',
  'done',
  'declined',
] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const isStatementStatus = oneOf(STATEMENT_STATUSES);

/**
 * A statement's public timeline (issue 32): 受付 when it was received, each status change with
 * its official answer, each hand-over to another department.
 */
export const TIMELINE_KINDS = ['received', 'status', 'assigned'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const MAX_DEPARTMENT_NAME_LENGTH = 100;
/** A department's area as a GeoJSON polygon: at most this many positions in all its rings. */
export const MAX_AREA_POSITIONS = 10_000;

export const MAX_ANSWER_LENGTH = 5000;

export const REPORT_REASONS = ['spam', 'offensive', 'personal_info', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const MAX_REPORT_DETAILS_LENGTH = 1000;
/** A moderator's or an administrator's reason for an action, kept in the moderation log. */
export const MAX_MODERATION_REASON_LENGTH = 1000;

export const MAP_RANGES = ['all', 'today', 'week', 'month', 'year'] as const;
export type MapRange = (typeof MAP_RANGES)[number];

export const MAP_DEFAULTS = {
  center: { lat: 35.652832, lng: 139.839478 },
  homeZoom: 12,
  markerZoom: 16,
  eventZoom: 14,
  fallbackZoom: 9,
  height: 400,
  /** The place picker's zoom once a point is chosen (SPEC §9). */
  pickerZoom: 16,
  /** Where a place search on the home map takes it: a neighbourhood. */
  searchZoom: 14,
  /**
   * The deepest zoom of every map, Leaflet's tile layers' own. Without it a map has none until
   * its tile layer is added, and a cluster would look for the zoom that parts it forever.
   */
  maxZoom: 18,
} as const;

/**
 * Open data (issue 32, decision 033): the statements as files under CC BY 4.0, and the same
 * statements as Open311 GeoReport v2 requests. The server serves these paths; the page that
 * documents them links to them.
 */
export const OPEN_DATA_PATHS = {
  csv: '/api/open-data/statements.csv',
  geojson: '/api/open-data/statements.geojson',
  open311: '/open311/v2',
} as const;

export const OPEN_DATA_LICENSE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/**
 * The CSV's columns in order, and the GeoJSON features' properties (but latitude and
 * longitude, which are the geometry there). Nothing names or reaches the author.
 */
export const OPEN_DATA_FIELDS = [
  'id',
  'title',
  'description',
  'categories',
  'status',
  'department',
  'latitude',
  'longitude',
  'address',
  'agree_count',
  'comment_count',
  'created_at',
  'updated_at',
] as const;
export type OpenDataField = (typeof OPEN_DATA_FIELDS)[number];

/** GeoReport v2 knows two statuses; ours map onto them (OPEN311_CLOSED are closed). */
export const OPEN311_STATUSES = ['open', 'closed'] as const;
export type Open311Status = (typeof OPEN311_STATUSES)[number];
export const OPEN311_CLOSED: readonly StatementStatus[] = ['done', 'declined'];

/** GeoReport v2's default and largest answer: 90 days, at most 1,000 requests. */
export const OPEN311_MAX_REQUESTS = 1000;
export const OPEN311_MAX_DAYS = 90;

/**
 * Participatory budgeting (issue 33, decision 035): a budget's phases, in the only order they
 * move in. Statements enter as projects while `accepting`, people support them while
 * `supporting`, role 1 checks feasibility and price while `reviewing`, residents spend the total
 * on a ballot while `balloting`; `finished` publishes the results.
 */
export const BUDGET_PHASES = [
  'accepting',
  'supporting',
  'reviewing',
  'balloting',
  'finished',
] as const;
export type BudgetPhase = (typeof BUDGET_PHASES)[number];

export const isBudgetPhase = oneOf(BUDGET_PHASES);

/** True when `to` comes after `from`: phases move forward only. */
export const isLaterPhase = (from: BudgetPhase, to: BudgetPhase): boolean =>
  BUDGET_PHASES.indexOf(to) > BUDGET_PHASES.indexOf(from);

export const MAX_BUDGET_TITLE_LENGTH = 200;
export const MAX_BUDGET_DESCRIPTION_LENGTH = 5000;
export const MAX_BUDGET_EXPLANATION_LENGTH = 2000;
/** A ballot names at most this many projects (more than any budget is expected to hold). */
export const MAX_BALLOT_PROJECTS = 500;
/** One upload of the city's hashed resident codes: at most this many characters of CSV. */
export const MAX_BUDGET_CODES_CSV_LENGTH = 700_000;
/** A resident code as the city prints it: a few letters and digits, at most this long. */
export const MAX_BUDGET_CODE_LENGTH = 64;
