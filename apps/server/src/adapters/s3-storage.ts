import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';
import {
  IMMUTABLE_CACHE,
  MEDIA_PREFIX,
  contentTypeOf,
  isStorageKey,
  type Storage,
} from './storage.ts';

const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 ||
  (error as Error).name === 'NoSuchKey';

/** How long a person waits before trying an upload again when the bucket cannot be reached. */
const RETRY_AFTER_S = 30;

/**
 * No answer at all (refused, reset, timed out: the SDK gives no HTTP status then) or the
 * store's own 5xx: the bucket is away, not the request wrong.
 */
const unreachable = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
};

/** The bucket's absence as the 503 a person can act on (errors.ts), its cause for the log. */
async function reaching<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!unreachable(error)) throw error;
    const refusal = new AppError(503, messages.storageUnavailable, { retryAfter: RETRY_AFTER_S });
    refusal.cause = error;
    throw refusal;
  }
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.region && { region: config.region }),
    ...(config.credentials && { credentials: config.credentials }),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's newer
    // default (CRC32 trailers in aws-chunked bodies), and TLS already guards the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Bounded, so that an unreachable store answers 503 in seconds instead of holding requests.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

/** Uploads in an S3-compatible bucket, each object under its storage key. */
export function createS3Storage(config: S3Config, client = s3Client(config)): Storage {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };
  return {
    async put(key, body) {
      await reaching(
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: checked(key),
            Body: body,
            ContentType: contentTypeOf(key),
            CacheControl: IMMUTABLE_CACHE,
          }),
        ),
      );
    },
    async remove(key) {
      await reaching(client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) })));
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await reaching(client.send(new GetObjectCommand({ Bucket, Key: key })));
        return {
          stream: object.Body as Readable,
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? `"${key}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    url: (key) => `${MEDIA_PREFIX}/${key}`,
    redirect: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : undefined),
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) {
            yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
          }
        }
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
