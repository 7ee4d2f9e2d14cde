import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { localeSchema } from '@iagree/contract';
import { AppError, invalid } from '../errors.ts';
import type { Localized } from '../i18n/localized.ts';
import { messages } from '../i18n/messages.ts';

/** A file field a route reads: at most `max` files; one more is refused with `tooMany`. */
export interface FileField {
  max: number;
  tooMany: Localized;
}

export interface MultipartBody {
  /** Every value of each text field, in the order sent. */
  values: Record<string, string[]>;
  /** The non-empty files of each expected file field, in the order sent. */
  files: Record<string, Buffer[]>;
}

/** `images[]` and `images` name the same field, as PHP-style and plain forms send them. */
const fieldName = (name: string) => name.replace(/\[\]$/, '');

/** Lets a file part flow past without keeping a byte of it. */
async function discard(file: Readable) {
  file.resume();
  await finished(file);
}

/**
 * Stops reading the body: the parser is cut off and the rest of the body is pulled off the
 * wire and dropped unparsed, so the connection stays usable once the answer is sent.
 */
function stopReading(request: FastifyRequest, file: Readable) {
  file.destroy();
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads a multipart body, holding in memory only the files of `fileFields`, each field up to
 * its `max`: parts of other fields and empty file inputs are drained as they pass, and one
 * file too many stops the reading with a 422 on that field. A file over the multipart limit
 * (app.ts) answers 413, a body the parser cannot read 400. A `language` field sets the
 * request's locale, as `?language=` does for other calls (SPEC §7 sends it so).
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: Readonly<Record<string, FileField>>,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, messages.unsupportedMediaType);
  const values: Record<string, string[]> = {};
  const files: Record<string, Buffer[]> = {};
  try {
    for await (const part of request.parts()) {
      const name = fieldName(part.fieldname);
      if (part.type === 'field') {
        (values[name] ??= []).push(String(part.value));
        const language = localeSchema.safeParse(part.value);
        if (name === 'language' && language.success) request.locale = language.data;
        continue;
      }
      const field = Object.hasOwn(fileFields, name) ? fileFields[name] : undefined;
      if (!field || part.filename === '') {
        await discard(part.file);
        continue;
      }
      const list = (files[name] ??= []);
      if (list.length >= field.max) {
        stopReading(request, part.file);
        throw invalid({ [name]: [field.tooMany] });
      }
      const buffer = await part.toBuffer();
      if (buffer.length > 0) list.push(buffer);
    }
  } catch (error) {
    // Busboy's own errors (no boundary, a body cut short) carry no HTTP status.
    const status = (error as { statusCode?: number } | undefined)?.statusCode;
    if (error instanceof AppError || status) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError(400, messages.malformedForm);
  }
  return { values, files };
}

/** The last value of each text field, for forms where a field is sent once. */
export const lastValues = (values: MultipartBody['values']): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, list]) => [name, list.at(-1) ?? '']));
