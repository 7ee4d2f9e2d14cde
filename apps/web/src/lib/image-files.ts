import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, type MessageKey } from '@iagree/contract';

/** SPEC §5: png, jpg, jpeg only; the browser's type or, failing that, the file name decides. */
export function isAllowedImage(file: File): boolean {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return true;
  return !file.type && /\.(png|jpe?g)$/i.test(file.name);
}

/** Why a chosen file cannot be uploaded (SPEC §9: png/jpg/jpeg, 15 MB each), if it cannot. */
export function imageFileProblem(file: File): MessageKey | undefined {
  if (!isAllowedImage(file)) return 'validation.image_type';
  if (file.size > MAX_IMAGE_BYTES) return 'validation.image_size';
  return undefined;
}
