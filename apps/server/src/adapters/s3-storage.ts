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
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentTypeOf(key),
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
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
