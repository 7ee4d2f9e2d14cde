import type { MessageKey } from '@iagree/contract';
import {
  ImageRejectedError,
  removeImage,
  storeImage,
  type ImageRejection,
  type StoredImage,
} from '../adapters/image-pipeline.ts';
import type { Storage } from '../adapters/storage.ts';
import { invalid } from '../errors.ts';
import { sharedText } from '../i18n/localized.ts';

/** An uploaded file and the form field it came in, so a refusal names the field. */
export interface Upload {
  field: string;
  buffer: Buffer;
}

const REJECTION_MESSAGES: Record<ImageRejection, MessageKey> = {
  type: 'validation.image_type',
  corrupt: 'validation.image_type',
  dimensions: 'validation.image_dimensions',
};

export const removeImages = (storage: Storage, images: { key: string; thumbKey: string }[]) =>
  Promise.all(images.map((image) => removeImage(storage, image)));

/**
 * Processes and stores the uploads one by one; when one is refused (422 on its field) or
 * storage fails, the ones already stored are removed, so a failed request leaves no file.
 */
export async function storeUploads(
  storage: Storage,
  uploads: Upload[],
  folder: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const upload of uploads) {
    try {
      stored.push(await storeImage(storage, upload.buffer, { folder }));
    } catch (error) {
      await removeImages(storage, stored);
      if (error instanceof ImageRejectedError) {
        throw invalid({ [upload.field]: [sharedText(REJECTION_MESSAGES[error.reason])] });
      }
      throw error;
    }
  }
  return stored;
}

/** Stores the uploads, then runs `write` (the rows); if it fails, the files are removed again. */
export async function withStoredUploads<T>(
  storage: Storage,
  uploads: Upload[],
  folder: string,
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored = await storeUploads(storage, uploads, folder);
  try {
    return await write(stored);
  } catch (error) {
    await removeImages(storage, stored);
    throw error;
  }
}
