import { z } from 'zod';

export const STATEMENT_SORTS = [
  'agree_desc',
  'agree_asc',
  'comment_desc',
  'comment_asc',
  'created_at_desc',
  'created_at_asc',
] as const;
export const statementSortSchema = z.enum(STATEMENT_SORTS);
export type StatementSort = (typeof STATEMENT_SORTS)[number];
export const DEFAULT_STATEMENT_SORT: StatementSort = 'agree_desc';

export const STATEMENT_PAGE_SIZE = 10;
export const MAX_STATEMENT_IMAGES = 5;
