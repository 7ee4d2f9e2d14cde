import type { Locale } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { csvHeader, csvLine } from './csv.ts';
import { GEOJSON_END, geojsonFeature, geojsonStart } from './geojson.ts';
import { categoriesOf, visibleStatementBatches } from './public-statements.ts';
import { recordOf, type OpenDataRecord } from './record.ts';

/** Statements read per query: a batch's text is at most a few MB, whatever the city's size. */
const BATCH_SIZE = 500;

/** Every visible statement as a record, a batch at a time, categories named in `locale`. */
async function* recordBatches(db: Database, locale: Locale): AsyncGenerator<OpenDataRecord[]> {
  for await (const rows of visibleStatementBatches(db, BATCH_SIZE)) {
    const categories = await categoriesOf(
      db,
      rows.map((row) => row.id),
      locale,
    );
    yield rows.map((row) => recordOf(row, categories.get(row.id) ?? []));
  }
}

/** The CSV file, chunk by chunk: the header with its BOM, then a chunk per batch. */
export async function* csvFile(db: Database, locale: Locale): AsyncGenerator<string> {
  yield csvHeader();
  for await (const records of recordBatches(db, locale)) yield records.map(csvLine).join('');
}

/** The GeoJSON file, chunk by chunk. */
export async function* geojsonFile(
  db: Database,
  locale: Locale,
  attribution: string,
): AsyncGenerator<string> {
  yield geojsonStart(attribution);
  let separator = '';
  for await (const records of recordBatches(db, locale)) {
    yield separator + records.map(geojsonFeature).join(',\n');
    separator = ',\n';
  }
  yield GEOJSON_END;
}
