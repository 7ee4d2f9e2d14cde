import {
  type Call,
  type CallAnswer,
  type CallInput,
  type ErrorResponse,
  LOCALE_HEADER,
  pathOf,
} from '@iagree/contract';
import { heldFirstAnswer, takeFirstAnswer } from './first-answers';
import { currentLocale, i18n } from './i18n';

export type FieldErrors = Record<string, string[]>;

/**
 * A failed call: HTTP status (0 when the server was not reached), message, field errors and,
 * where a screen acts on the reason, the server's machine-readable `code`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly code?: string,
  ) {
    super(message);
  }

  /** 4xx: the request itself is wrong, so trying again cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

type QueryValue = string | number | boolean | null | undefined;

/** Reads a success's body as its type: checked against a schema, or trusted. */
type Check<T> = (status: number, data: unknown) => T | Promise<T>;

function genericMessage(): string {
  return i18n.t('errors.generic', { ns: 'common' });
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The server's `{ message, errors?, code? }` (the contract's errorResponseSchema), or nothing
 * when the body is anyone else's (a proxy's error page). Read by hand: an error must be
 * readable before any schema is loaded.
 */
function errorBody(body: unknown): ErrorResponse | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, errors, code } = body as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  const fieldErrors: Record<string, string[]> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, reasons] of Object.entries(errors)) {
      if (Array.isArray(reasons))
        fieldErrors[field] = reasons.filter((reason) => typeof reason === 'string');
    }
  }
  return { message, errors: fieldErrors, code: typeof code === 'string' ? code : undefined };
}

/** Builds the ApiError for a failed response from the server's `{ message, errors }` body. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBody(body);
  if (!parsed) return new ApiError(status, genericMessage());
  return new ApiError(status, parsed.message || genericMessage(), parsed.errors, parsed.code);
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

const requestHeaders = () =>
  new Headers({ Accept: 'application/json', [LOCALE_HEADER]: currentLocale() });

/** GETs the page started before the code that makes them had arrived, by URL (decision 025). */
const earlyCalls = new Map<string, Promise<Response>>();

/**
 * Starts a GET at once, for the first `call` of the same URL to take instead of asking again:
 * the home page asks for the map's first box while the map's code is still on its way.
 */
export function callEarly<C extends Call>(route: C, ...[input]: CallArgs<C>): void {
  const url = urlOf(route, input);
  if (earlyCalls.has(url) || heldFirstAnswer(url, currentLocale())) return;
  const call = fetch(url, { headers: requestHeaders(), credentials: 'same-origin' });
  // Taken later, or never: its failure is the taker's to report, not an unhandled rejection.
  call.catch(() => undefined);
  earlyCalls.set(url, call);
}

/**
 * The answer the page holds for a call, as the call will take it, without taking it: read before
 * the call is made (decision 050). Not checked: the production build trusts the server's answers.
 */
export function heldAnswer<C extends Call>(
  route: C,
  ...[input]: CallArgs<C>
): CallAnswer<C> | undefined {
  return heldFirstAnswer(urlOf(route, input), currentLocale())?.data as CallAnswer<C> | undefined;
}

function takeEarlyCall(url: string): Promise<Response> | undefined {
  const call = earlyCalls.get(url);
  earlyCalls.delete(url);
  return call;
}

async function request<T>(
  url: string,
  { method, body, signal }: { method: string; body?: unknown; signal?: AbortSignal },
  check: Check<T>,
): Promise<T> {
  if (method === 'GET') {
    const first = takeFirstAnswer(url, currentLocale());
    if (first) return check(200, first.data);
  }
  const early = method === 'GET' ? takeEarlyCall(url) : undefined;
  const headers = requestHeaders();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await (early ??
      fetch(url, { method, headers, body: payload, credentials: 'same-origin', signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, genericMessage());
  }

  const data = parseBody(await response.text(), response.headers.get('Content-Type'));
  if (!response.ok) throw toApiError(response.status, data);
  return check(response.status, data);
}

/** What a form's save sends: a create without an id, an update with one. */
export interface SaveUploadInput {
  id?: number;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

function sendForm<T>(
  url: string,
  form: FormData,
  { method, signal, onProgress }: { method: string } & CallOptions,
  check: Check<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(LOCALE_HEADER, currentLocale());

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const data = parseBody(xhr.responseText, xhr.getResponseHeader('Content-Type'));
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, data));
        return;
      }
      Promise.resolve()
        .then(() => check(xhr.status, data))
        .then(resolve, reject);
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, genericMessage())));
    xhr.addEventListener('abort', () =>
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')),
    );
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(form);
  });
}

/** How a call is made, beside what it sends. */
export interface CallOptions {
  signal?: AbortSignal;
  /** A multipart body goes by XMLHttpRequest, which reports the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

type CallArgs<C extends Call> =
  object extends CallInput<C>
    ? [input?: CallInput<C> & CallOptions]
    : [input: CallInput<C> & CallOptions];

/**
 * The answer's check on the dev server and in tests, where handlers and fixtures could drift
 * from the contract: the production build reads `if (true) return` and leaves the schemas, and
 * zod, out of the bundle. The server checks every answer against the same schema before
 * sending it (its serializer parses with it), so the browser trusts it (decisions 016, 041).
 */
async function checkedAnswer<C extends Call>(
  route: C,
  status: number,
  data: unknown,
): Promise<CallAnswer<C>> {
  if (!import.meta.env.DEV) return data as CallAnswer<C>;
  const { routeOf } = await import('@iagree/contract/routes');
  const schema = routeOf(route)?.response[status];
  if (!schema) throw new Error(`${route.method} ${route.path} declares no answer ${status}`);
  return schema.parse(data) as CallAnswer<C>;
}

type LooseInput = CallOptions & {
  params?: Record<string, QueryValue>;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

/** The call's URL: its path with the parameters filled in, and its query. */
function urlOf(route: Call, input: object | undefined): string {
  const { params, query } = (input ?? {}) as LooseInput;
  return buildUrl(pathOf(route, params), query);
}

/** Makes a call the contract describes, with its path parameters, query and body (decision 041). */
export function call<C extends Call>(route: C, ...[input]: CallArgs<C>): Promise<CallAnswer<C>> {
  const { body, signal, onProgress } = (input ?? {}) as LooseInput;
  const url = urlOf(route, input);
  const check: Check<CallAnswer<C>> = (status, data) => checkedAnswer(route, status, data);
  if (body instanceof FormData && onProgress)
    return sendForm(url, body, { method: route.method, signal, onProgress }, check);
  return request(url, { method: route.method, body, signal }, check);
}

/** The server's per-field messages of a failed call, if it sent any. */
export const apiFieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiError ? error.errors : {};

/**
 * What a person reads of a failed call shown away from its fields: the message and, after it,
 * the server's reasons per field (the message of a 422 is only 入力内容を確認してください).
 */
export function apiErrorText(error: Error): string {
  const reasons = Object.values(apiFieldErrors(error)).flat();
  return [error.message, ...reasons.filter((reason) => reason !== error.message)].join(' ');
}
