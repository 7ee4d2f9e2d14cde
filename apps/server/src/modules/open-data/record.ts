import type { OpenDataField, StatementStatus } from '@iagree/contract';
import { w3cDateTime, type OpenDataStatement, type PublicCategory } from './public-statements.ts';

/** One statement as the open data files write it, by OPEN_DATA_FIELDS' names. */
export interface OpenDataRecord extends Record<OpenDataField, unknown> {
  id: number;
  title: string;
  description: string;
  /** Names of its master categories, in the file's language and their order. */
  categories: string[];
  status: StatementStatus;
  /** The name of the department in charge (issue 32); null while none is. */
  department: string | null;
  /** Where the author put it, as given; null for a statement without a place. */
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  agree_count: number;
  comment_count: number;
  created_at: string;
  updated_at: string;
}

export const recordOf = (row: OpenDataStatement, categories: PublicCategory[]): OpenDataRecord => ({
  id: row.id,
  title: row.title,
  description: row.description,
  categories: categories.map((category) => category.name),
  status: row.status,
  department: row.departmentName,
  latitude: row.latitude,
  longitude: row.longitude,
  address: row.address,
  agree_count: row.agreeCount,
  comment_count: row.commentCount,
  created_at: w3cDateTime(row.createdAt),
  updated_at: w3cDateTime(row.updatedAt),
});
