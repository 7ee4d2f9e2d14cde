import { z } from 'zod';
import { languageQuerySchema } from './common.ts';
import { MAX_ID } from './constants.ts';

/**
 * A list inside a detail (a statement's comments, an event's comments and linked statements)
 * comes DETAIL_PAGE_SIZE at a time, newest first. Each page names the position after its last
 * row, `next_cursor` (null at the end); the next page is asked with `?cursor=`. The position is
 * the row's (created_at, id), so rows added or removed meanwhile never shift the pages.
 */
export const DETAIL_PAGE_SIZE = 20;

/** A row's place in a newest-first list: created_at to the microsecond (UTC) and id. */
export interface PagePosition {
  at: string;
  id: number;
}

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const POSITION_PATTERN = /^(.+)_(\d{1,10})$/;

const toBase64Url = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export const encodeCursor = ({ at, id }: PagePosition): string => toBase64Url(`${at}_${id}`);

/** The position a cursor names, or null for anything the server did not write. */
export function decodeCursor(cursor: string): PagePosition | null {
  if (!/^[\w-]{1,64}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const [, at = '', digits = ''] = POSITION_PATTERN.exec(text) ?? [];
  const id = Number(digits);
  if (!AT_PATTERN.test(at) || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  // Rejects 2026-02-31 and the like, which PostgreSQL would refuse.
  const millis = `${at.slice(0, 23)}Z`;
  const date = new Date(millis);
  return !Number.isNaN(date.getTime()) && date.toISOString() === millis ? { at, id } : null;
}

const cursorSchema = z.string().transform((value, context) => {
  const position = decodeCursor(value);
  if (position) return position;
  context.addIssue({ code: 'custom', message: 'validation.cursor' });
  return z.NEVER;
});

/** `?cursor=` (absent or empty: the first page) and `?language=`. */
export const pageQuerySchema = languageQuerySchema.extend({
  cursor: z.preprocess((value) => (value === '' ? undefined : value), cursorSchema.optional()),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/** One page: its rows, how many there are in all, and the cursor of the next page. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    next_cursor: z.string().nullable(),
  });
