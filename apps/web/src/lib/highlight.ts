/** A piece of a text, to be marked when it matches one of the terms. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Folds one character as the search engine compares it: compatibility decomposition (full-width
 * Latin and digits become half-width, half-width kana full-width) and lower case. NFKD, not the
 * contract's NFKC, because decomposition works character by character: each folded character
 * then still knows which character of the original text it came from.
 */
const fold = (text: string) => text.normalize('NFKD').toLowerCase();

/**
 * Splits `text` into the parts that match one of `terms` (the contract's `keywordTerms`) and
 * the rest, comparing whatever the case and width, so that a search for 「ｐａｒｋ」 marks "Park".
 * Overlapping matches are merged into one part.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const needles = terms.map(fold).filter(Boolean);
  if (needles.length === 0 || text === '') return [{ text, match: false }];

  let folded = '';
  // origin[i]: where in `text` the character that became folded[i] starts.
  const origin: number[] = [];
  let at = 0;
  for (const character of text) {
    const piece = fold(character);
    for (let i = 0; i < piece.length; i++) origin.push(at);
    folded += piece;
    at += character.length;
  }
  origin.push(text.length);

  const marked = new Uint8Array(text.length);
  const originAt = (index: number) => origin[index] ?? text.length;
  for (const needle of needles) {
    for (let from = folded.indexOf(needle); from !== -1; from = folded.indexOf(needle, from + 1)) {
      // A match that ends inside a decomposed character marks that whole character.
      let next = from + needle.length;
      while (next < folded.length && originAt(next) === originAt(next - 1)) next++;
      marked.fill(1, originAt(from), originAt(next));
    }
  }

  const parts: TextPart[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      parts.push({ text: text.slice(start, i), match: marked[start] === 1 });
      start = i;
    }
  }
  return parts;
}
