import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestContext } from './build-test-app.ts';

/** A small real PNG, as a browser would upload it. */
export const png = (background = '#3a7') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/** A multipart body: text fields (repeated when given a list) and PNG files per field. */
export function multipartForm(
  fields: Record<string, string | string[]>,
  files: Record<string, Buffer | Buffer[] | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of [values].flat()) form.append(name, value);
  }
  for (const [name, buffers] of Object.entries(files)) {
    for (const buffer of [buffers ?? []].flat()) {
      const file = `${name.replace(/\[\]$/, '')}.png`;
      form.append(name, new Blob([new Uint8Array(buffer)], { type: 'image/png' }), file);
    }
  }
  return form;
}

/** Files stored under uploads/<folder>; a refused request must leave none behind. */
export async function storedFiles(ctx: TestContext, folder: string): Promise<string[]> {
  try {
    return await readdir(path.join(ctx.dataDir, 'uploads', folder));
  } catch {
    return [];
  }
}
