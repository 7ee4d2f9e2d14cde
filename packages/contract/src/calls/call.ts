import type { z } from 'zod';

/**
 * A call's two halves (decision 041): its method and path, plain data the web imports, and its
 * schemas and documentation (`../routes/`), which only the server and tests load. The web is
 * typed from the schemas through type-only imports, so no zod reaches its bundle by a call.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schema half of a call, as the server registers it and OpenAPI documents it. */
export interface CallSchemas {
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Documented as needing a session (bearer or cookie); the server's guards enforce it. */
  auth?: 'session';
  /** The body is multipart, read and checked by the server's form reader, not by `body`. */
  multipart?: true;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  response: Readonly<Partial<Record<number, z.ZodType>>>;
}

declare const schemasOf: unique symbol;

/** The data half: what the web needs at run time, typed by its schema half. */
export interface Call<S extends CallSchemas = CallSchemas> {
  readonly method: Method;
  /** With `:name` for each path parameter. */
  readonly path: string;
  /** Types only: never set at run time. */
  readonly [schemasOf]?: S;
}

type SchemasOf<C> = C extends Call<infer S> ? S : never;

/** What a query string can carry: `undefined` and `null` leave the key out. */
export type UrlValue = string | number | boolean | null | undefined;

/** A schema's input where it coerces or preprocesses (its input `unknown`) takes a URL value. */
type Loose<T> = { [K in keyof T]: unknown extends T[K] ? UrlValue : T[K] };

type Part<S, K extends keyof CallSchemas, Name extends string, Value> =
  S extends Record<K, z.ZodType> ? { [N in Name]: Value } : { [N in Name]?: never };

/** The success answers a call declares (2xx). */
type Success<R> = R[Extract<keyof R, 200 | 201 | 202 | 204>];

/** What `call` takes: path parameters, query, body, as the call's schemas read them. */
export type CallInput<C> =
  SchemasOf<C> extends infer S extends CallSchemas
    ? Part<S, 'params', 'params', Loose<z.input<NonNullable<S['params']>>>> &
        (S extends Record<'query', z.ZodType>
          ? { query?: Loose<z.input<S['query']>> }
          : { query?: never }) &
        (S extends { multipart: true }
          ? { body: FormData }
          : Part<S, 'body', 'body', z.input<NonNullable<S['body']>>>)
    : never;

/** What a call answers when it succeeds, as its response schema parses it. */
export type CallAnswer<C> =
  Success<SchemasOf<C>['response']> extends infer A extends z.ZodType ? z.output<A> : never;

/**
 * The data halves of a module's calls from their `'METHOD /path'`, typed by its schema halves
 * (given as a type, so this module never loads them).
 */
export function calls<All extends Record<string, CallSchemas>>(paths: {
  [K in keyof All]: `${Method} /api/${string}`;
}): { [K in keyof All]: Call<All[K]> } {
  return Object.fromEntries(
    Object.entries(paths).map(([name, line]) => {
      const [method, path] = line.split(' ') as [Method, string];
      return [name, { method, path }];
    }),
  ) as { [K in keyof All]: Call<All[K]> };
}

/** The call's path with its `:name` parameters filled in (encoded). */
export function pathOf(call: Call, params: Record<string, UrlValue> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${call.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}
