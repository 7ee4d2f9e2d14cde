/** A paragraph, or a list of items when the paragraph enumerates. */
export type Block = string | string[];

export interface Article {
  title: string;
  /** Numbered as paragraphs 1, 2, … when there is more than one. */
  paragraphs: Block[];
}

/** Privacy policy and terms of use: a preamble, numbered articles and the date they apply from. */
export interface LegalDocument {
  preamble: string;
  articles: Article[];
  enacted: string;
}

export type FaqSectionId = 'usage' | 'events' | 'realising' | 'future' | 'trouble';

export interface FaqSection {
  id: FaqSectionId;
  title: string;
  questions: { question: string; answer: Block[] }[];
}

/** The slogan is the page's lead sentence, in the `pages` namespace. */
export interface AboutContent {
  paragraphs: string[];
  steps: { title: string; text: string }[];
}
