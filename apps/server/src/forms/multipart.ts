import type { FastifyRequest } from 'fastify';
import { localeSchema } from '@iagree/contract';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

export interface MultipartBody {
  /** Every value of each text field, in the order sent. */
  values: Record<string, string[]>;
  /** The non-empty files of each expected file field, in the order sent. */
  files: Record<string, Buffer[]>;
}

/** `images[]` and `images` name the same field, as PHP-style and plain forms send them. */
const fieldName = (name: string) => name.replace(/\[\]$/, '');

/**
 * Reads a whole multipart body. Files of fields not in `fileFields` are drained and dropped; a
 * browser sends an empty part for an empty file input, which counts as no file. The size and
 * count limits of @fastify/multipart (app.ts) answer 413 while reading. A `language` field
 * sets the request's locale, as `?language=` does for other calls (SPEC §7 sends it so).
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, messages.unsupportedMediaType);
  const values: Record<string, string[]> = {};
  const files: Record<string, Buffer[]> = {};
  for await (const part of request.parts()) {
    const name = fieldName(part.fieldname);
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (fileFields.includes(name) && buffer.length > 0) (files[name] ??= []).push(buffer);
    } else {
      (values[name] ??= []).push(String(part.value));
    }
  }
  const language = localeSchema.safeParse(values.language?.at(-1));
  if (language.success) request.locale = language.data;
  return { values, files };
}

/** The last value of each text field, for forms where a field is sent once. */
export const lastValues = (values: MultipartBody['values']): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, list]) => [name, list.at(-1) ?? '']));
