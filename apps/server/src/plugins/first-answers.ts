import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  categoryCalls,
  configCalls,
  DEFAULT_STATEMENT_SORT,
  FIRST_ANSWERS_ID,
  HOME_MAP_CENTRE_TILE,
  LOCALE_HEADER,
  mapCalls,
  pathOf,
  statementCalls,
  tileBox,
  type Locale,
  type StatementListResponse,
  type StatementDetail,
} from '@iagree/contract';
import { presentedToken } from './auth.ts';

/** The home page's parameters that name another list than the default one. */
const LIST_PARAMS = ['sortBy', 'category', 'status', 'keyword', 'latitude', 'longitude'];

/** The default list's first page, written as the web's api client writes the call. */
export const FIRST_LIST_URL = `${pathOf(statementCalls.list)}?sortBy=${DEFAULT_STATEMENT_SORT}&offset=0`;

/**
 * The home map's first tile (the one at its centre, which every width shows), all of it, as the
 * web's map asks for it (decision 045).
 */
export const FIRST_MAP_URL = `${pathOf(mapCalls.ofType, { type: 'statements' })}?${new URLSearchParams(
  Object.entries({ ...tileBox(HOME_MAP_CENTRE_TILE), range: 'all' }).map(([key, value]) => [
    key,
    String(value),
  ]),
)}`;

/** A guest's answers to the home page's first calls, keyed by the call's URL. */
export interface FirstAnswers {
  /** The language they were made in: the web uses them only if it renders in the same. */
  locale: Locale;
  answers: Record<string, unknown>;
}

/** A shared link's statement (`/?statement=ID`), as the web's api client asks for it. */
function sharedStatementUrl(query: URLSearchParams): string | undefined {
  const statement = query.get('statement');
  return statement && /^\d{1,10}$/.test(statement)
    ? pathOf(statementCalls.detail, { id: statement })
    : undefined;
}

/** The calls the home page at `query` makes first: a shared link's statement among them. */
export function firstCalls(query: URLSearchParams): string[] {
  const calls = [pathOf(configCalls.get), pathOf(categoryCalls.list)];
  if (!LIST_PARAMS.some((name) => query.has(name))) calls.push(FIRST_LIST_URL);
  const shared = sharedStatementUrl(query);
  if (shared) calls.push(shared);
  // The map shows everything only when the address names nothing but a shared statement.
  if ([...query.keys()].every((name) => name === 'statement')) calls.push(FIRST_MAP_URL);
  return calls;
}

/**
 * A guest's first answers (decision 025), each asked of its own route, so that the guest answer
 * store, validation and hidden content apply as to the browser's own call; an answer other than
 * 200 is left out (the browser then asks, and shows the error as it would). A reader who presents
 * a session gets none: their answers are their own.
 */
export async function firstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  query: URLSearchParams,
  locale: Locale,
): Promise<FirstAnswers | undefined> {
  if (presentedToken(request)) return undefined;
  const answers: Record<string, unknown> = {};
  await Promise.all(
    firstCalls(query).map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', [LOCALE_HEADER]: locale },
      });
      if (response.statusCode === 200) answers[url] = response.json();
    }),
  );
  return { locale, answers };
}

/** The default list's first page, when the answers hold it. */
export function firstListPage(first: FirstAnswers): StatementListResponse['data'] | undefined {
  return (first.answers[FIRST_LIST_URL] as StatementListResponse | undefined)?.data;
}

/** A shared link's statement, when the answers hold it (it exists and is not hidden). */
export function sharedStatement(
  first: FirstAnswers,
  query: URLSearchParams,
): StatementDetail | undefined {
  const url = sharedStatementUrl(query);
  return url ? (first.answers[url] as { data: StatementDetail } | undefined)?.data : undefined;
}

/**
 * The answers as a data block, which the browser does not run (the CSP allows no inline
 * script); every `<` is written `\u003c`, so no text in them can end the element.
 */
export function firstAnswersBlock(first: FirstAnswers): string {
  const json = JSON.stringify(first).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}
