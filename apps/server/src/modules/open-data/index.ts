/**
 * What other modules may use of the open data: statements as the public may see them, and CSV
 * records written safely.
 */
export { CSV_BOM, csvRecord } from './csv.ts';
export {
  categoriesOf,
  firstImagesOf,
  publicColumns,
  w3cDateTime,
  type OpenDataStatement,
  type PublicCategory,
} from './public-statements.ts';
