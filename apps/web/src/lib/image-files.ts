import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@iagree/contract';

/** SPEC §5: png, jpg, jpeg only; the browser's type or, failing that, the file name decides. */
export function isAllowedImage(file: File): boolean {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return true;
  return !file.type && /\.(png|jpe?g)$/i.test(file.name);
}

/** The server refuses bigger files (SPEC §9); checking first spares the user the upload. */
export function isWithinImageSize(file: File): boolean {
  return file.size <= MAX_IMAGE_BYTES;
}
