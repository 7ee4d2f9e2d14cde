import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
// The rules alone: the image process (image-worker.ts) loads this module, not the contract.
import { IMAGE_MIME_TYPES } from '@iagree/contract/images';
import type { Storage } from './storage.ts';

/**
 * libvips keeps recent operations and up to 20 open input files in its cache. Every upload is a
 * new file, read once: the cache would only hold decoded memory, and the descriptors of
 * temporary files already removed, after the server goes idle.
 */
sharp.cache(false);

export type ImageRejection = 'type' | 'dimensions' | 'corrupt';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

/**
 * Above this many pixels or this side length an upload is refused before it is decoded. A phone
 * photo is 12–24 MP as usually taken, while decoding is paid per pixel: a 143 KB PNG of
 * 7000 × 7000 (49 MP) costs sharp over a second.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 12_000;

export interface StoredImage {
  key: string;
  thumbKey: string;
  width: number;
  height: number;
}

/** The longest side of the main image and of its thumbnail. */
export interface ImageSizes {
  maxSide?: number;
  thumbSide?: number;
}

export interface ImageOptions extends ImageSizes {
  /** Storage folder, e.g. `statements`, `avatars`. */
  folder: string;
}

/** An image as uploaded: the path of its temporary file, or its bytes. */
export type ImageInput = string | Buffer;

/**
 * Checks, from the first bytes and the header alone, that the input is a PNG or JPEG of an
 * acceptable size, and tells what decoding it will take: width × height × channels × bytes per
 * sample, the memory libvips needs at most for its pixels.
 */
export async function inspectImage(input: ImageInput): Promise<{ decodedBytes: number }> {
  const detected =
    typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw new ImageRejectedError('type');
  }
  let meta: Metadata;
  try {
    // Reads the header only; sharp's own pixel limit would call a large image corrupt.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('corrupt');
  }
  if (!meta.width || !meta.height) throw new ImageRejectedError('corrupt');
  if (
    meta.width > MAX_SIDE ||
    meta.height > MAX_SIDE ||
    meta.width * meta.height > MAX_INPUT_PIXELS
  ) {
    throw new ImageRejectedError('dimensions');
  }
  const sampleBytes = meta.depth === 'ushort' ? 2 : 1;
  return { decodedBytes: meta.width * meta.height * (meta.channels ?? 4) * sampleBytes };
}

/**
 * Applies the EXIF rotation, drops every metadata block (GPS included) and re-encodes as WebP,
 * with a thumbnail made from the re-encoded image, so the upload is decoded once. Uploads run
 * it within the image budget (forms/image-budget.ts), after inspectImage.
 */
export async function renderImage(input: ImageInput, options: ImageSizes = {}) {
  try {
    const main = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: options.maxSide ?? 1600,
        height: options.maxSide ?? 1600,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbSide = options.thumbSide ?? 400;
    const thumb = await sharp(main.data)
      .resize({ width: thumbSide, height: thumbSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    return { main, thumb };
  } catch {
    throw new ImageRejectedError('corrupt');
  }
}

/**
 * Checks the bytes (not the name or the header) are PNG or JPEG of an acceptable size, then
 * renders it (renderImage). The uploaded bytes themselves are never stored.
 */
export async function processImage(input: ImageInput, options: ImageSizes = {}) {
  await inspectImage(input);
  return renderImage(input, options);
}

export type ProcessedImage = Awaited<ReturnType<typeof renderImage>>;

/** Stores a processed image under `folder`; on any failure nothing is left in storage. */
export async function saveImage(
  storage: Storage,
  { main, thumb }: ProcessedImage,
  folder: string,
): Promise<StoredImage> {
  const name = `${folder}/${randomUUID()}`;
  const key = `${name}.webp`;
  const thumbKey = `${name}-thumb.webp`;
  try {
    await storage.put(key, main.data);
    await storage.put(thumbKey, thumb.data);
  } catch (error) {
    await Promise.all([storage.remove(key), storage.remove(thumbKey)]);
    throw error;
  }
  return { key, thumbKey, width: main.info.width, height: main.info.height };
}

/** Processes and stores an image; on any failure nothing is left in storage. */
export async function storeImage(
  storage: Storage,
  input: ImageInput,
  options: ImageOptions,
): Promise<StoredImage> {
  return saveImage(storage, await processImage(input, options), options.folder);
}

export async function removeImage(
  storage: Storage,
  image: { key: string; thumbKey?: string | null },
) {
  await Promise.all([
    storage.remove(image.key),
    image.thumbKey ? storage.remove(image.thumbKey) : undefined,
  ]);
}

/** The thumbnail key storeImage wrote beside `key`, for rows that keep only the main key. */
export function thumbKeyOf(key: string): string {
  return key.replace(/\.webp$/, '-thumb.webp');
}
