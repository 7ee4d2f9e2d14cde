import { readdir } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageRejectedError, processImage, storeImage } from './image-pipeline.ts';
import { createDiskStorage } from './storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'iagree-img-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('image pipeline', () => {
  it('re-encodes a JPEG as WebP, applies rotation, strips metadata and makes a thumbnail', async () => {
    const { main, thumb } = await processImage(await photo(2400, 1200));
    const meta = await sharp(main.data).metadata();
    expect(meta.format).toBe('webp');
    // Orientation 6 turns the landscape photo upright: 1200 wide, 2400 high, then fitted to 1600.
    expect([meta.width, meta.height]).toEqual([800, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(Math.max(thumb.info.width, thumb.info.height)).toBe(400);
  });

  it('refuses a text file whatever its name says', async () => {
    await expect(processImage(Buffer.from('not an image at all'))).rejects.toThrow(
      ImageRejectedError,
    );
  });

  it('refuses GIF and other types that are real images but not allowed', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expect(processImage(gif)).rejects.toMatchObject({ reason: 'type' });
  });

  it('refuses absurd pixel dimensions', async () => {
    const huge = await sharp({
      create: { width: 13000, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await expect(processImage(huge)).rejects.toMatchObject({
      reason: 'dimensions',
    });
  });

  it('refuses a truncated file', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#f00' },
    })
      .png()
      .toBuffer();
    await expect(processImage(png.subarray(0, 60))).rejects.toThrow(ImageRejectedError);
  });

  it('stores the image and its thumbnail under server-made names', async () => {
    const storage = createDiskStorage(root);
    const stored = await storeImage(storage, await photo(640, 480), { folder: 'statements' });
    expect(stored.key).toMatch(/^statements\/[0-9a-f-]{36}\.webp$/);
    expect((await readdir(path.join(root, 'statements'))).sort()).toEqual(
      [stored.key, stored.thumbKey].map((k) => k.split('/')[1]).sort(),
    );
  });
});
