import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestContext } from '../../test/build-test-app.ts';

export const png = (background = '#3a7') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

export const validFields = {
  title: '隅田川 花火ボランティア',
  start_date: '2026-07-25',
  end_date: '2026-07-26',
  company_name: 'すみだ実行委員会',
  description: '花火大会の清掃ボランティアを募集します。',
  address: '東京都墨田区向島1丁目',
  latitude: '35.7101',
  longitude: '139.8107',
  categories: '9,1',
};

type Files = Partial<Record<'company_logo_img' | 'event_img', Buffer | Buffer[]>>;

/** The multipart body a browser sends for the event form. */
export function eventForm(fields: Record<string, string>, files: Files = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, buffers] of Object.entries(files)) {
    for (const buffer of [buffers].flat()) {
      form.append(name, new Blob([new Uint8Array(buffer)], { type: 'image/png' }), `${name}.png`);
    }
  }
  return form;
}

export async function bothImages(): Promise<Files> {
  return { company_logo_img: await png('#123'), event_img: await png('#abc') };
}

/** Files under uploads/events; a refused request must leave none behind. */
export async function storedEventFiles(ctx: TestContext): Promise<string[]> {
  try {
    return await readdir(path.join(ctx.dataDir, 'uploads', 'events'));
  } catch {
    return [];
  }
}
