import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { queryRows, type DatabaseHandle } from './client.ts';

/**
 * `search_grams` as decision 018 defines it, written out: the normalised text's words, each
 * giving the bigram at every character and its last character alone, two positions between
 * words, nothing from the word that would reach position 16383.
 */
function expectedGrams(words: string[], weight: string): string {
  const parts: string[] = [];
  let position = 0;
  for (const word of words) {
    const characters = Array.from(word);
    const n = characters.length;
    if (n === 0) continue;
    if (position + n >= 16383) break;
    characters.forEach((character, i) => {
      const lexeme = (character + (characters[i + 1] ?? '')).replace(/'/g, "''");
      parts.push(`'${lexeme.replace(/\\/g, '\\\\')}':${position + i + 1}${weight}`);
    });
    position += n + 2;
  }
  return parts.join(' ');
}

describe('search_grams', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  /** Whether the database's vector of a text equals the definition's, as tsvectors. */
  async function same(text: string, weight = 'B') {
    const [words] = await queryRows<{ words: string[] }>(
      handle.db,
      sql`SELECT regexp_split_to_array(search_normalize(${text}), '[[:space:]]+') AS words`,
    );
    const [row] = await queryRows<{ same: boolean; lexemes: number }>(
      handle.db,
      sql`SELECT search_grams(${text}, ${weight}) = ${expectedGrams(words!.words, weight)}::tsvector AS same,
            length(search_grams(${text}, ${weight})) AS lexemes`,
    );
    return row!;
  }

  it.each([
    ['empty', ''],
    ['one character', '池'],
    ['spaces around and between words', '  駐輪場が 足りない\t公園\n '],
    ['Latin letters, folded and normalised', 'ＡＢＣ Park  BENCH'],
    ['katakana read as hiragana', 'ベンチ べんち'],
    ['quotes and backslashes', `it's a \\ "path"`],
    ['characters outside the BMP', '𠮷野家の𠮷'],
    ['repeated bigrams', 'あああ ああ'],
  ])('cuts %s as decision 018 says', async (_, text) => {
    expect((await same(text)).same).toBe(true);
  });

  it('cuts a description of 10,000 characters with no space, up to position 16383', async () => {
    const long = Array.from({ length: 10_000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join(
      '',
    );
    const result = await same(long, 'D');
    expect(result).toEqual({ same: true, lexemes: 10_000 });
    // Words that would pass the last position are left out, the earlier ones kept.
    const many = Array.from({ length: 3 }, () => long).join(' ');
    const beyond = await same(many, 'A');
    expect(beyond).toEqual({ same: true, lexemes: 10_000 });
  });
});
