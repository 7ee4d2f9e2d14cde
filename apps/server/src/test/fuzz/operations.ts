import { z } from 'zod';
import {
  AVATAR_FIELD,
  EVENT_IMAGE_FIELDS,
  MAX_STATEMENT_IMAGES,
  STATEMENT_FILE_FIELDS,
  eventFieldsSchema,
  statementFieldsSchema,
} from '@iagree/contract';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that our zod schemas produce. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  /** e.g. `date-time` (Open311's dates), which the value's name alone does not tell. */
  format?: string;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface MultipartBody {
  kind: 'multipart';
  fields: Field[];
  /** File fields, and how many files each may take in all. */
  files: string[];
  maxFiles: number;
}

export interface Operation {
  /** `POST /api/auth/statements`: how reports name the route. */
  route: string;
  method: string;
  /** The OpenAPI path, with `{name}` for each path parameter. */
  path: string;
  params: Field[];
  query: Field[];
  body: { kind: 'json'; schema: JsonSchema } | MultipartBody | undefined;
}

/** Calls that end the fuzzing session itself; they are covered by their own tests. */
const SKIPPED = new Set(['GET /api/auth/logout']);

const formFields = (schema: z.ZodType): Field[] => {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema;
  return fieldsOf(json);
};

const statementFields = formFields(statementFieldsSchema);
const eventFields = formFields(eventFieldsSchema);

/**
 * The OpenAPI document does not describe multipart bodies (the handlers read them as streams),
 * so the five upload calls are listed here with the contract's form schemas.
 */
const MULTIPART_BODIES: Record<string, MultipartBody> = {
  'POST /api/auth/statements': {
    kind: 'multipart',
    fields: statementFields,
    files: [STATEMENT_FILE_FIELDS.create],
    maxFiles: MAX_STATEMENT_IMAGES,
  },
  'POST /api/auth/user/statements/update/{id}': {
    kind: 'multipart',
    fields: statementFields,
    files: [STATEMENT_FILE_FIELDS.update],
    maxFiles: MAX_STATEMENT_IMAGES,
  },
  'POST /api/auth/events': {
    kind: 'multipart',
    fields: eventFields,
    files: [...EVENT_IMAGE_FIELDS],
    maxFiles: 1,
  },
  'POST /api/auth/events/update/{event_id}': {
    kind: 'multipart',
    fields: eventFields,
    files: [...EVENT_IMAGE_FIELDS],
    maxFiles: 1,
  },
  'POST /api/auth/user/updateAvatar': {
    kind: 'multipart',
    fields: [],
    files: [AVATAR_FIELD],
    maxFiles: 1,
  },
};

const idField = (name: string): Field => ({
  name,
  schema: { type: 'integer', minimum: 1 },
  required: true,
});

/**
 * Pages (whose head names a shared statement or event) and processed uploads are served
 * outside the API and its document, but read the URL all the same.
 */
const PAGES: Operation[] = [
  {
    route: 'GET /',
    method: 'GET',
    path: '/',
    params: [],
    query: [{ ...idField('statement'), required: false }],
    body: undefined,
  },
  {
    route: 'GET /event/{id}',
    method: 'GET',
    path: '/event/{id}',
    params: [idField('id')],
    query: [],
    body: undefined,
  },
  {
    route: 'GET /media/{key}',
    method: 'GET',
    path: '/media/{key}',
    params: [{ name: 'key', schema: { type: 'string' }, required: true }],
    query: [],
    body: undefined,
  },
];

function fieldsOf(schema: JsonSchema | undefined): Field[] {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every call of the OpenAPI document, with what it reads, in the document's order; then the pages. */
export function readOperations(doc: object): Operation[] {
  const { paths = {} } = doc as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [lower, operation] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const route = `${method} ${path}`;
      if (SKIPPED.has(route)) continue;
      const parameters = operation.parameters ?? [];
      const fields = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map(({ name, schema, required }) => ({ name, schema, required: Boolean(required) }));
      const json = operation.requestBody?.content['application/json']?.schema;
      operations.push({
        route,
        method,
        path,
        params: fields('path'),
        query: fields('query'),
        body: json ? { kind: 'json', schema: json } : MULTIPART_BODIES[route],
      });
    }
  }
  const missing = Object.keys(MULTIPART_BODIES).filter(
    (route) => !operations.some((operation) => operation.route === route),
  );
  if (missing.length > 0) throw new Error(`upload calls missing from OpenAPI: ${missing}`);
  return [...operations, ...PAGES];
}
