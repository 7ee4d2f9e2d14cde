import type { TestContext } from '../../test/build-test-app.ts';
import { multipartForm, png, storedFiles } from '../../test/uploads.ts';

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
export const eventForm = (fields: Record<string, string>, files: Files = {}): FormData =>
  multipartForm(fields, files);

export async function bothImages(): Promise<Files> {
  return { company_logo_img: await png('#123'), event_img: await png('#abc') };
}

/** Files under uploads/events; a refused request must leave none behind. */
export const storedEventFiles = (ctx: TestContext) => storedFiles(ctx, 'events');
