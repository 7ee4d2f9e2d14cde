import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PATHS,
  errorResponseSchema,
  openDataQuerySchema,
  type Locale,
} from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { answeredAsCurrent } from '../../plugins/shared-answers.ts';
import { contentTag } from './content-tag.ts';
import { csvFile, geojsonFile } from './files.ts';

/**
 * Five minutes at a browser or CDN, then a revalidation that costs one scan (content-tag.ts)
 * and answers 304 while nothing changed.
 */
const CACHE_SECONDS = 300;

interface OpenDataFile {
  path: string;
  summary: string;
  type: string;
  fileName: string;
  chunks: (db: Database, locale: Locale, attribution: string) => AsyncIterable<string>;
}

const FILES: Record<'csv' | 'geojson', OpenDataFile> = {
  csv: {
    path: OPEN_DATA_PATHS.csv,
    summary: 'Every visible statement as CSV (UTF-8 with a BOM, RFC 4180), CC BY 4.0',
    type: 'text/csv; charset=utf-8; header=present',
    fileName: 'iagree-statements.csv',
    chunks: (db, locale) => csvFile(db, locale),
  },
  geojson: {
    path: OPEN_DATA_PATHS.geojson,
    summary: 'Every visible statement as a GeoJSON FeatureCollection (RFC 7946), CC BY 4.0',
    type: 'application/geo+json; charset=utf-8',
    fileName: 'iagree-statements.geojson',
    chunks: geojsonFile,
  },
};

/**
 * A file: 304 while the client's copy is current, else its headers and, but to a HEAD (which
 * Fastify would read to its end only to drop it), its chunks as a stream.
 */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  { type, fileName }: { type: string; fileName: string },
  chunks: () => AsyncIterable<string>,
) {
  if (answeredAsCurrent(request, reply, etag, CACHE_SECONDS)) return reply;
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('link', `<${OPEN_DATA_LICENSE.url}>; rel="license"`);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(Readable.from(chunks(), { objectMode: false }));
}

/**
 * The open data files (issue 32, decision 033): streamed a batch at a time, so their size
 * never sits in memory; hidden statements and everything about authors stay out.
 */
export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const attribution = `iAgree (${app.config.appUrl})`;
  // A million rows is seconds of a database: a crawler in a loop must not hold it.
  const limit = rateLimit(app, 'open-data', { by: 'ip', max: 120, per: '1 hour' });
  for (const [format, file] of Object.entries(FILES)) {
    app.get(
      file.path,
      {
        preHandler: limit,
        schema: {
          tags: ['open data'],
          summary: file.summary,
          description:
            'Documented at /open-data. `?language=en` names categories in English (ja otherwise). ' +
            'An unchanged file answers `If-None-Match` with 304.',
          querystring: openDataQuerySchema,
          response: {
            200: z.string().describe(file.type),
            422: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const locale = request.query.language ?? DEFAULT_LOCALE;
        const etag = await contentTag(app.db, format, locale);
        return sendFile(request, reply, etag, file, () => file.chunks(app.db, locale, attribution));
      },
    );
  }
};
