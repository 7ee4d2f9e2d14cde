import type { Locale } from '@iagree/contract';
import { escapeHtml } from '../../html.ts';
import { siteName } from './messages.ts';
import type { Preview } from './service.ts';

const OG_LOCALES: Record<Locale, string> = { ja: 'ja_JP', en: 'en_US' };

/**
 * The `<head>` tags of a page: its title and description for people and search engines,
 * Open Graph for LINE and Facebook, and Twitter-card tags for X. Every value is escaped.
 */
export function previewHead(preview: Preview): string {
  const property = (name: string, value: string | number) =>
    `<meta property="${name}" content="${escapeHtml(String(value))}" />`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}" />`;
  const { image } = preview;
  const other = preview.locale === 'ja' ? 'en' : 'ja';

  return [
    `<title>${escapeHtml(preview.documentTitle)}</title>`,
    named('description', preview.description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    property('og:site_name', siteName),
    property('og:type', preview.type),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:url', preview.url),
    property('og:locale', OG_LOCALES[preview.locale]),
    property('og:locale:alternate', OG_LOCALES[other]),
    property('og:image', image.url),
    property('og:image:alt', image.alt),
    ...(image.width && image.height
      ? [property('og:image:width', image.width), property('og:image:height', image.height)]
      : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
    named('twitter:image', image.url),
    named('twitter:image:alt', image.alt),
  ].join('\n    ');
}
