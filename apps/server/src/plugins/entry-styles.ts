import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The entry's stylesheet as Vite writes it into index.html's head. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/**
 * The head of the home page with the entry's stylesheet written into it (decision 057): its shell
 * paints as soon as the page is parsed, without a round trip for the stylesheet and before the
 * route's scripts, which a slow link or a busy CPU would otherwise interleave with it. The link
 * stays, disabled so that it is not fetched: the build's loader of lazy parts looks for a
 * stylesheet by its address before it inserts it, and were a part to list this one (the map's
 * view did while it was the `initial` chunk's, before decision 058), a second copy would be
 * applied after the later styles and change the cascade. `head` unchanged when there is nothing
 * to write in.
 */
export async function withEntryStyles(dist: string, head: string): Promise<string> {
  const link = ENTRY_STYLESHEET.exec(head);
  if (!link?.[1]) return head;
  const css = await readFile(path.join(dist, link[1]), 'utf8').catch(() => undefined);
  // Nothing in a stylesheet may end the element it is written into.
  if (css === undefined || /<\/style/i.test(css)) return head;
  const disabled = link[0].replace(/>$/, ' disabled>');
  return head.replace(link[0], () => `<style>${css}</style>\n    ${disabled}`);
}
