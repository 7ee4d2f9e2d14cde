/** Upload rules shared by avatars, statement images and event images. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
