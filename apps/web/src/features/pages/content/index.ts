import type { Locale } from '@iagree/contract';
import { about as enAbout } from './en/about';
import { faqs as enFaqs } from './en/faqs';
import { openData as enOpenData } from './en/open-data';
import { policy as enPolicy } from './en/policy';
import { termsOfUse as enTermsOfUse } from './en/terms-of-use';
import { about as jaAbout } from './ja/about';
import { faqs as jaFaqs } from './ja/faqs';
import { openData as jaOpenData } from './ja/open-data';
import { policy as jaPolicy } from './ja/policy';
import { termsOfUse as jaTermsOfUse } from './ja/terms-of-use';
import type { AboutContent, FaqSection, LegalDocument, OpenDataContent } from './types';

export const aboutContent: Record<Locale, AboutContent> = { ja: jaAbout, en: enAbout };
export const faqsContent: Record<Locale, FaqSection[]> = { ja: jaFaqs, en: enFaqs };
export const policyContent: Record<Locale, LegalDocument> = { ja: jaPolicy, en: enPolicy };
export const termsOfUseContent: Record<Locale, LegalDocument> = {
  ja: jaTermsOfUse,
  en: enTermsOfUse,
};
export const openDataContent: Record<Locale, OpenDataContent> = { ja: jaOpenData, en: enOpenData };
