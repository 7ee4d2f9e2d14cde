import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
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
  /** The non-empty files of each expected file field, in the order sent, as temporary files. */
  files: Record<string, string[]>;
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
 * Writes a file part to `file` as it arrives, so no more than the stream's buffers is ever in
 * memory; the parser waits while the disk does. Tells whether the part had any bytes.
 */
async function saveToFile(
  request: FastifyRequest,
  part: Readable & { truncated: boolean },
  file: string,
) {
  const out = createWriteStream(file);
  await pipeline(part, out);
  // Over the multipart limit (app.ts) the parser cuts the part short and marks it.
  if (part.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return out.bytesWritten > 0;
}

/**
 * Reads a multipart body into `dir`, saving there only the files of `fileFields`, each field up
 * to its `max`: parts of other fields and empty file inputs are drained as they pass, and one
 * file too many stops the reading with a 422 on that field. A file over the multipart limit
 * (app.ts) answers 413, a body the parser cannot read 400. A `language` field sets the
 * request's locale, as `?language=` does for other calls (SPEC §7 sends it so).
 */
async function readParts(
  request: FastifyRequest,
  fileFields: Readonly<Record<string, FileField>>,
  dir: string,
): Promise<MultipartBody> {
  const values: Record<string, string[]> = {};
  const files: Record<string, string[]> = {};
  let saved = 0;
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
      const file = path.join(dir, String((saved += 1)));
      if (await saveToFile(request, part.file, file)) list.push(file);
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

/** A request's folder this old was left by a process that died mid-upload (a crash, kill -9). */
export const UPLOAD_TMP_AGE_MS = 60 * 60 * 1000;

/**
 * Creates the folder of upload bodies, and removes what a process that died mid-upload left
 * there; younger folders may be another server's on the same disk, in use.
 */
export async function prepareUploadTmp(root: string, now = Date.now()) {
  await mkdir(root, { recursive: true });
  for (const name of await readdir(root)) {
    if (!name.startsWith('upload-')) continue;
    const folder = path.join(root, name);
    const { mtimeMs } = await stat(folder).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > UPLOAD_TMP_AGE_MS) await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Reads a multipart body (see readParts) and hands it to `use`; its files live in a folder of
 * this request alone under `tmpDir`, removed once `use` is done or the reading failed, the
 * client went away included.
 */
export async function withMultipart<T>(
  request: FastifyRequest,
  fileFields: Readonly<Record<string, FileField>>,
  use: (body: MultipartBody) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError(415, messages.unsupportedMediaType);
  const dir = await mkdtemp(path.join(request.server.config.uploadTmpDir, 'upload-'));
  try {
    return await use(await readParts(request, fileFields, dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The last value of each text field, for forms where a field is sent once. */
export const lastValues = (values: MultipartBody['values']): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, list]) => [name, list.at(-1) ?? '']));
