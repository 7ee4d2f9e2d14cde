import { describe, expect, it } from 'vitest';
import { aboutContent, faqsContent, openDataContent, policyContent, termsOfUseContent } from '.';
import type { Block, LegalDocument } from './types';

/** The shape of a text: paragraphs and list lengths, which a translation must keep. */
const shape = (blocks: Block[]) =>
  blocks.map((block) => (typeof block === 'string' ? 'p' : block.length));
const legalShape = (document: LegalDocument) =>
  document.articles.map((article) => shape(article.paragraphs));
const allText = (document: LegalDocument) =>
  document.articles.flatMap((article) => article.paragraphs.flat()).join('\n');

describe('static page content', () => {
  it('has a privacy policy of 10 articles with a disclosure fee of 1,000 yen per item', () => {
    expect(policyContent.ja.articles).toHaveLength(10);
    expect(legalShape(policyContent.en)).toEqual(legalShape(policyContent.ja));
    expect(allText(policyContent.ja)).toContain('1件につき1,000円');
    expect(allText(policyContent.en)).toContain('1,000 yen (tax included) per item');
  });

  it('has terms of use of 15 articles with late payment damages of 14.6% per year', () => {
    expect(termsOfUseContent.ja.articles).toHaveLength(15);
    expect(legalShape(termsOfUseContent.en)).toEqual(legalShape(termsOfUseContent.ja));
    expect(allText(termsOfUseContent.ja)).toContain('年14.6％');
    expect(allText(termsOfUseContent.en)).toContain('14.6% per year');
  });

  it('has FAQ sections on usage, events, realising requests, the future and trouble', () => {
    const outline = (locale: 'ja' | 'en') =>
      faqsContent[locale].map((section) => [
        section.id,
        section.questions.map((q) => shape(q.answer)),
      ]);
    expect(faqsContent.ja.map((section) => section.id)).toEqual([
      'usage',
      'events',
      'realising',
      'future',
      'trouble',
    ]);
    expect(outline('en')).toEqual(outline('ja'));
    const realising = (locale: 'ja' | 'en') =>
      JSON.stringify(faqsContent[locale].find((section) => section.id === 'realising'));
    expect(realising('ja')).toContain('エンジェル');
    expect(realising('en')).toContain('Angel');
  });

  it('has the same about text in both languages', () => {
    expect(aboutContent.en.paragraphs).toHaveLength(aboutContent.ja.paragraphs.length);
    expect(aboutContent.en.steps).toHaveLength(aboutContent.ja.steps.length);
  });

  it('has the same open data documentation in both languages', () => {
    const outline = (locale: 'ja' | 'en') => {
      const content = openDataContent[locale];
      return {
        paragraphs: content.paragraphs.length,
        licence: shape(content.licence),
        excluded: shape(content.excluded),
        open311: shape(content.open311.paragraphs),
        parameters: shape(content.open311.parameters),
        endpoints: content.open311.endpoints.map((endpoint) => endpoint.path),
      };
    };
    expect(outline('en')).toEqual(outline('ja'));
    for (const locale of ['ja', 'en'] as const) {
      expect(openDataContent[locale].attributionExample).toContain('{url}');
    }
  });
});
