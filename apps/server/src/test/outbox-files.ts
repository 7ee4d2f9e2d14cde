import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { vi } from 'vitest';

/**
 * The mail the worker wrote as .eml files under DATA_DIR/mail (no SMTP_URL), parsed, once there
 * are `count` of them: the worker writes them just after the commit that queued them.
 */
export async function outboxMails(dataDir: string, count = 1): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'mail');
  const files = await vi.waitFor(async () => {
    const written = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
    if (written.length < count) throw new Error(`${written.length} of ${count} mails written`);
    return written;
  });
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
}
