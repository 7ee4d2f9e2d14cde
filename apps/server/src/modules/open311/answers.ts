import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Open311Errors } from '@iagree/contract';
import { errorAnswer } from '../../plugins/errors.ts';
import { ANY_ORIGIN, answeredAsCurrent, etagOf } from '../../plugins/shared-answers.ts';
import { xmlDocument } from './xml.ts';

export const OPEN311_FORMATS = ['json', 'xml'] as const;
export type Open311Format = (typeof OPEN311_FORMATS)[number];

const TYPES: Record<Open311Format, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/** A minute at a browser or CDN; then the ETag (a hash of the body) saves sending it again. */
const CACHE_SECONDS = 60;

/** The format a URL asks for by its extension (GeoReport v2: `/requests.xml`); JSON otherwise. */
const formatOf = (request: FastifyRequest): Open311Format =>
  (request.url.split('?')[0] ?? '').endsWith('.xml') ? 'xml' : 'json';

/**
 * A list in the route's format: JSON through the route's response schema, XML as GeoReport v2
 * names its elements (`root` holding one `item` per entry). 304 when the client has it.
 */
export function sendList(
  request: FastifyRequest,
  reply: FastifyReply,
  items: object[],
  { root, item }: { root: string; item: string },
) {
  const format = formatOf(request);
  const body = format === 'json' ? String(reply.serialize(items)) : xmlDocument(root, item, items);
  const etag = etagOf(body);
  if (answeredAsCurrent(request, reply, etag, CACHE_SECONDS)) return reply;
  return reply.type(TYPES[format]).send(body);
}

/**
 * GeoReport v2's error answer for every failure of its routes: the status as `code`, and the
 * app's localized message with each refused field's reason as `description`. A schema's 422 is
 * the 400 the specification uses for a bad parameter.
 */
export function answerOpen311Error(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { status, body } = errorAnswer(error, request, reply);
  const code = status === 422 ? 400 : status;
  const reasons = Object.entries(body.errors ?? {}).map(
    ([field, texts]) => `${field}: ${texts.join(' ')}`,
  );
  const errors: Open311Errors = [{ code, description: [body.message, ...reasons].join(' ') }];
  reply
    .status(code)
    .header('cache-control', 'no-store')
    // Any site's script may read its refusals too.
    .header('access-control-allow-origin', ANY_ORIGIN);
  if (formatOf(request) === 'json') return reply.type(TYPES.json).send(errors);
  return reply.type(TYPES.xml).send(xmlDocument('errors', 'error', errors));
}
