import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { hasJapanese } from './reading-process.ts';

/**
 * How Japanese text is read, so that こうえん finds 公園 (decision 027): the morphological
 * analyser kuromoji with the IPA dictionary its npm package ships (Apache-2.0). Loading the
 * dictionary takes about a second and ~300 MB at its peak, so it happens on the first reading,
 * in the reading process (reading-process.ts, decision 049), which ends after a quiet spell.
 */
let tokenizer: Promise<Tokenizer<IpadicFeatures>> | undefined;

const dictionary = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');

function analyser(): Promise<Tokenizer<IpadicFeatures>> {
  tokenizer ??= new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionary() }).build((error, built) => {
      if (error) reject(error);
      else resolve(built);
    });
  }).catch((error: unknown) => {
    tokenizer = undefined;
    throw error;
  });
  return tokenizer;
}

/**
 * The reading of the Japanese words of a text, in katakana as the dictionary gives it; a word
 * the dictionary does not know keeps its spelling. Anything else (Latin letters, digits,
 * punctuation) becomes a space: it is searchable in the text itself, and the space keeps a
 * reading from running across it.
 */
export async function readingOf(text: string): Promise<string> {
  if (!hasJapanese(text)) return '';
  const tokens = (await analyser()).tokenize(text);
  return tokens
    .map((token) => {
      if (!hasJapanese(token.surface_form)) return ' ';
      return token.reading && token.reading !== '*' ? token.reading : token.surface_form;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
