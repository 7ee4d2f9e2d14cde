import type { OpenDataField, StatementStatus } from '@iagree/contract';

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

/** A field of the open data files: its kind of value and what it holds. */
export interface FieldDoc {
  type: string;
  description: string;
}

/** A call of the Open311 GeoReport v2 read side, relative to its base. */
export interface EndpointDoc {
  path: string;
  description: string;
}

/**
 * The open data page: every field of the files (OPEN_DATA_FIELDS, so a new field without its
 * documentation does not compile), every status, and the Open311 calls.
 */
export interface OpenDataContent {
  paragraphs: string[];
  licence: Block[];
  attributionExample: string;
  files: { csv: string; geojson: string };
  fields: Record<OpenDataField, FieldDoc>;
  statuses: Record<StatementStatus, string>;
  excluded: Block[];
  open311: { paragraphs: Block[]; endpoints: EndpointDoc[]; parameters: Block[] };
}
