import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  children: XmlElement[];
  /** The text directly inside it, entities decoded. */
  text: string;
}

/**
 * The document's root element, read by saxes (a conformant XML 1.0 parser): anything not
 * well-formed throws, so a test that parses a document proves it well-formed.
 */
export function parseXml(xml: string): { root: XmlElement; encoding: string | undefined } {
  const parser = new SaxesParser();
  const document: XmlElement = { name: '#document', children: [], text: '' };
  const open = [document];
  let encoding: string | undefined;
  parser.on('xmldecl', (declaration) => {
    encoding = declaration.encoding;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, children: [], text: '' };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.write(xml).close();
  const [root] = document.children;
  if (!root) throw new Error('no root element');
  return { root, encoding };
}

/** A flat item's fields: each child element's name and text. */
export const fieldsOf = (element: XmlElement): Record<string, string> =>
  Object.fromEntries(element.children.map((child) => [child.name, child.text]));
