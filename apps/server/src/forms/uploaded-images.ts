import type { MessageKey } from '@iagree/contract';
import {
  ImageRejectedError,
  inspectImage,
  removeImage,
  renderImage,
  saveImage,
  type ImageInput,
  type ImageRejection,
  type ImageSizes,
  type ProcessedImage,
  type StoredImage,
} from '../adapters/image-pipeline.ts';
import type { Storage } from '../adapters/storage.ts';
import { invalid } from '../errors.ts';
import { sharedText } from '../i18n/localized.ts';
import type { ImageBudget } from './image-budget.ts';

/** A file as it came in a form field (its temporary file), so a refusal names the field. */
export interface UploadedFile {
  field: string;
  input: ImageInput;
}

/** An uploaded image, checked and re-encoded, ready to store. */
export interface Upload {
  field: string;
  image: ProcessedImage;
}

const REJECTION_MESSAGES: Record<ImageRejection, MessageKey> = {
  type: 'validation.image_type',
  corrupt: 'validation.image_type',
  dimensions: 'validation.image_dimensions',
};

/**
 * Processes a request's files one by one, each decoded when the image budget has room for it
 * (503 when its waiting room is full); the first refused file answers 422 on its field.
 */
export async function processUploads(
  budget: ImageBudget,
  files: UploadedFile[],
  sizes: ImageSizes = {},
): Promise<Upload[]> {
  const uploads: Upload[] = [];
  for (const { field, input } of files) {
    try {
      const { decodedBytes } = await inspectImage(input);
      uploads.push({
        field,
        image: await budget.run(decodedBytes, () => renderImage(input, sizes)),
      });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw invalid({ [field]: [sharedText(REJECTION_MESSAGES[error.reason])] });
      }
      throw error;
    }
  }
  return uploads;
}

/** One file, processed as processUploads does it. */
export async function processUpload(
  budget: ImageBudget,
  file: UploadedFile,
  sizes: ImageSizes = {},
): Promise<ProcessedImage> {
  const [upload] = await processUploads(budget, [file], sizes);
  return upload!.image;
}

export const removeImages = (storage: Storage, images: { key: string; thumbKey: string }[]) =>
  Promise.all(images.map((image) => removeImage(storage, image)));

/** Stores the processed uploads; when storage fails, the ones already stored are removed. */
async function storeUploads(
  storage: Storage,
  uploads: Upload[],
  folder: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const upload of uploads) {
    try {
      stored.push(await saveImage(storage, upload.image, folder));
    } catch (error) {
      await removeImages(storage, stored);
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
