import type { Config } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage, type Storage } from './storage.ts';

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function openStorage(config: Pick<Config, 's3' | 'uploadsDir'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.uploadsDir);
}
