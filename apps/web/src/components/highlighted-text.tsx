import { highlightParts } from '@/lib/highlight';

/**
 * `text` with each match of `terms` in a `<mark>`. Only text nodes are made, so a statement's
 * HTML-like text shows as written.
 */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlightParts(text, terms).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
