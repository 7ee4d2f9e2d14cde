import type { MessageKey } from '@iagree/contract';
import {
  ImageRejectedError,
  removeImage,
  saveImage,
  type ImageInput,
  type ImageRejection,
  type ImageSizes,
  type ProcessedImage,
  type StoredImage,
} from '../adapters/image-pipeline.ts';
import { ImageProcessEndedError, type ImageProcess } from '../adapters/image-process.ts';
import type { Storage } from '../adapters/storage.ts';
import { AppError, invalid } from '../errors.ts';
import { sharedText } from '../i18n/localized.ts';
import { messages } from '../i18n/messages.ts';
import { IMAGE_QUEUE_RETRY_AFTER_SECONDS, type ImageBudget } from './image-budget.ts';

/** The budget images wait for, and the process that decodes them (the app's decorations). */
export interface Imaging {
  imageBudget: ImageBudget;
  imageProcess: ImageProcess;
}

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
 * Processes a request's files one by one in the image process, each decoded when the image
 * budget has room for it (503 when it has none soon enough); the first refused file answers 422
 * on its field, and a process that died answers 503 (nothing was stored yet).
 */
export async function processUploads(
  { imageBudget, imageProcess }: Imaging,
  files: UploadedFile[],
  sizes: ImageSizes = {},
): Promise<Upload[]> {
  const uploads: Upload[] = [];
  for (const { field, input } of files) {
    try {
      const { decodedBytes } = await imageProcess.inspect(input);
      uploads.push({
        field,
        image: await imageBudget.run(decodedBytes, () => imageProcess.render(input, sizes)),
      });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw invalid({ [field]: [sharedText(REJECTION_MESSAGES[error.reason])] });
      }
      if (error instanceof ImageProcessEndedError) {
        throw new AppError(503, messages.imagesFailed, {
          retryAfter: IMAGE_QUEUE_RETRY_AFTER_SECONDS,
        });
      }
      throw error;
    }
  }
  return uploads;
}

/** One file, processed as processUploads does it. */
export async function processUpload(
  imaging: Imaging,
  file: UploadedFile,
  sizes: ImageSizes = {},
): Promise<ProcessedImage> {
  const [upload] = await processUploads(imaging, [file], sizes);
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
