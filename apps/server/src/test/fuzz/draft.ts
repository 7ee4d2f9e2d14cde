import { encodeMultipart, type MultipartDraft } from './multipart.ts';
import type { Operation } from './operations.ts';
import type { Rng } from './prng.ts';

/** One request as app.inject takes it, with what was made hostile in it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** e.g. `query.offset ← 2^31`; the labels group failures by cause. */
  mutations: string[];
}

export interface GeneratorContext {
  rng: Rng;
  /** A small valid PNG. */
  image: Buffer;
  /** An id that probably names a row. */
  validId(): number;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: Record<string, unknown>; contentType: string }
  | { kind: 'raw'; payload: string | Buffer; contentType: string | undefined }
  | ({ kind: 'multipart' } & MultipartDraft);

/** A request being built: valid values first, then the hostile changes. */
export interface Draft {
  method: string;
  /** Each path parameter as it goes into the URL (already encoded, or raw on purpose). */
  params: Record<string, string>;
  /** Query pairs as they go into the URL. */
  query: string[];
  headers: Record<string, string>;
  body: Body;
  /** Rewrites the finished path (slashes, case, dot segments). */
  reshapePath?: (path: string) => string;
  mutations: string[];
}

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included. */
export function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** How a value travels as text: in a URL, a header or a form field. */
export const textOf = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** The finished request, as app.inject takes it. */
export function render(operation: Operation, draft: Draft): FuzzRequest {
  let path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.params[name] ?? '');
  if (draft.reshapePath) path = draft.reshapePath(path);
  const url = draft.query.length > 0 ? `${path}?${draft.query.join('&')}` : path;
  const headers = { ...draft.headers };
  let payload: string | Buffer | undefined;
  const body = draft.body;
  if (body.kind === 'json') {
    payload = JSON.stringify(body.value);
    headers['content-type'] = body.contentType;
  } else if (body.kind === 'raw') {
    payload = body.payload;
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  } else if (body.kind === 'multipart') {
    payload = encodeMultipart(body);
    headers['content-type'] = body.contentType;
  }
  return { method: draft.method, url, headers, payload, mutations: draft.mutations };
}
