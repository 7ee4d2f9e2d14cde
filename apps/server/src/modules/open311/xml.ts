/**
 * GeoReport v2's XML form: a root element holding one element per item, each field an element
 * of its name. Hand-written (a few lines) rather than a dependency: the documents are flat.
 */

const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

/** Characters XML 1.0 cannot hold at all (even escaped): C0 controls but tab and line breaks,
 * lone surrogates, U+FFFE and U+FFFF. Shown as U+FFFD rather than making the document invalid. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) =>
  text.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** An item's fields in their order; a field left out (undefined) has no element. */
const fields = (item: object) =>
  Object.entries(item)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');

/** `<root><item>…</item>…</root>` with the XML declaration GeoReport v2 requires. */
export const xmlDocument = (root: string, item: string, items: object[]) =>
  `${DECLARATION}<${root}>${items.map((one) => `\n<${item}>${fields(one)}</${item}>`).join('')}\n</${root}>\n`;
