import { describe, expect, it } from 'vitest';
import { keywordTerms } from '@iagree/contract';
import { highlightParts } from './highlight';

/** The text with each marked part in [brackets]. */
const marked = (text: string, keyword: string) =>
  highlightParts(text, keywordTerms(keyword))
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks every occurrence of each term, Japanese without spaces included', () => {
    expect(marked('公園の公園に駐輪場を', '公園 駐輪')).toBe('[公園]の[公園]に[駐輪]場を');
  });

  it('ignores case and width: full-width Latin and digits, half-width kana', () => {
    expect(marked('Park ベンチ 24時間', 'ｐａｒｋ')).toBe('[Park] ベンチ 24時間');
    expect(marked('Park ベンチ 24時間', '２４')).toBe('Park ベンチ [24]時間');
    expect(marked('ＰＡＲＫ', 'park')).toBe('[ＰＡＲＫ]');
    expect(marked('ﾍﾞﾝﾁを置いて', 'ベンチ')).toBe('[ﾍﾞﾝﾁ]を置いて');
    expect(marked('ベンチを置いて', 'ﾍﾞﾝﾁ')).toBe('[ベンチ]を置いて');
  });

  it('merges overlapping matches into one part', () => {
    expect(marked('自転車置き場', '自転 転車')).toBe('[自転車]置き場');
  });

  it('leaves a text without a match, or without terms, whole', () => {
    expect(highlightParts('<b>公園</b>', [])).toEqual([{ text: '<b>公園</b>', match: false }]);
    expect(highlightParts('駅前', ['公園'])).toEqual([{ text: '駅前', match: false }]);
  });

  it('treats HTML-like text as text', () => {
    expect(marked('<img src=x onerror=alert(1)>公園', '公園 img')).toBe(
      '<[img] src=x onerror=alert(1)>[公園]',
    );
  });
});
