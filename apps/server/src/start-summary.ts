import path from 'node:path';
import { outboxDir } from './adapters/mailer.ts';
import type { Config } from './config.ts';
import { DEMO_PASSWORD, type DemoAccount } from './db/seed/demo.ts';

/** Host and path only: a user name or password in the URL stays out of the terminal. */
function withoutCredentials(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/**
 * What a person who just ran `npm start` needs first: where the app is, how to log in, where
 * mail goes and which database it uses. Printed after listen when logs are pretty.
 */
export function startSummary(
  config: Pick<Config, 'appUrl' | 'databaseUrl' | 'dataDir' | 'smtpUrl'>,
  demoAccounts: DemoAccount[],
): string {
  const width = Math.max(0, ...demoAccounts.map((account) => account.email.length));
  const lines = [
    '',
    `  iAgree is ready at ${config.appUrl}`,
    '',
    `  Database  ${
      config.databaseUrl
        ? `PostgreSQL at ${withoutCredentials(config.databaseUrl)}`
        : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`
    }`,
    `  Mail      ${
      config.smtpUrl
        ? `sent through ${withoutCredentials(config.smtpUrl)}`
        : `not sent: written as .eml files to ${outboxDir(config.dataDir)}`
    }`,
  ];
  if (demoAccounts.length > 0) {
    lines.push('', `  Demo accounts, password ${DEMO_PASSWORD}:`);
    for (const { email, name, role } of demoAccounts) {
      const what = role === 1 ? `${name}, may create events` : name;
      lines.push(`    ${email.padEnd(width)}  ${what}`);
    }
  }
  lines.push('', '  Stop with Ctrl+C.', '');
  return lines.join('\n');
}
