import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';

/**
 * How Japanese text is read, so that こうえん finds 公園 (decision 027): the morphological
 * analyser kuromoji with the IPA dictionary its npm package ships (Apache-2.0). Loading the
 * dictionary takes about a second and ~100 MB, so it happens on the first reading, and the
 * analyser is let go after a quiet spell.
 */
const IDLE_MS = 10 * 60_000;

let tokenizer: Promise<Tokenizer<IpadicFeatures>> | undefined;
let idle: NodeJS.Timeout | undefined;

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
  clearTimeout(idle);
  idle = setTimeout(() => (tokenizer = undefined), IDLE_MS).unref();
  return tokenizer;
}

const JAPANESE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * The reading of the Japanese words of a text, in katakana as the dictionary gives it; a word
 * the dictionary does not know keeps its spelling. Anything else (Latin letters, digits,
 * punctuation) becomes a space: it is searchable in the text itself, and the space keeps a
 * reading from running across it.
 */
export async function readingOf(text: string): Promise<string> {
  if (!JAPANESE.test(text)) return '';
  const tokens = (await analyser()).tokenize(text);
  return tokens
    .map((token) => {
      if (!JAPANESE.test(token.surface_form)) return ' ';
      return token.reading && token.reading !== '*' ? token.reading : token.surface_form;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
