import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_BYTES, MAX_STATEMENT_IMAGES } from '@iagree/contract';

/** Why a chosen file is not added: not a PNG or JPEG, over 15 MB, or one too many. */
export type ImageRefusalReason = 'type' | 'size' | 'count';

export interface RefusedImage {
  file: File;
  reason: ImageRefusalReason;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** The first bytes of a file; FileReader because not every Blob has arrayBuffer() (jsdom). */
const readHead = (file: File, length: number) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * SPEC §5/§9 before any upload: the file's first bytes must be a PNG's or a JPEG's (its name
 * and the browser's type only repeat the name: a PDF renamed .jpg passes them), 15 MB at most.
 */
export async function imageFileProblem(file: File): Promise<'type' | 'size' | undefined> {
  const head = await readHead(file, PNG_MAGIC.length);
  if (!startsWith(head, PNG_MAGIC) && !startsWith(head, JPEG_MAGIC)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return undefined;
}

/** The chosen files that may be added (at most `room` of them) and the refused ones. */
export async function sortImageFiles(files: File[], room = Infinity) {
  const accepted: File[] = [];
  const refused: RefusedImage[] = [];
  for (const file of files) {
    const reason = (await imageFileProblem(file)) ?? (accepted.length < room ? undefined : 'count');
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The sentence naming a refused file and the limit it broke, in the current language. */
export function useImageRefusalText() {
  const { t } = useTranslation('common');
  return useCallback(
    ({ file, reason }: RefusedImage) =>
      t(`imageFiles.${reason}`, {
        name: file.name,
        megabytes: MAX_IMAGE_BYTES / (1024 * 1024),
        max: MAX_STATEMENT_IMAGES,
      }),
    [t],
  );
}
