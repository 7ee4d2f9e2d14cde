import path from 'node:path';
import { outboxDir } from './adapters/mailer.ts';
import type { Config } from './config.ts';
import { DEMO_PASSWORD, type DemoAccount } from './db/seed/demo.ts';

/** Host and path only: a user name or password in the URL stays out of the terminal. */
function withoutCredentials(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

type StartConfig = Pick<Config, 'appUrl' | 'databaseUrl' | 'dataDir' | 'smtpUrl'>;

/** Where the data and the mail go, and the demo password when there are demo accounts. */
export function startFacts(config: StartConfig, demoAccounts: DemoAccount[]) {
  return {
    url: config.appUrl,
    database: config.databaseUrl
      ? `PostgreSQL at ${withoutCredentials(config.databaseUrl)}`
      : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`,
    mail: config.smtpUrl
      ? `sent through ${withoutCredentials(config.smtpUrl)}`
      : `not sent: written as .eml files to ${outboxDir(config.dataDir)}`,
    demoAccounts,
    ...(demoAccounts.length > 0 && { demoPassword: DEMO_PASSWORD }),
  };
}

/** What role 1 may do, as the demo accounts' list says it. */
const PRIVILEGES = 'may create events and moderate';

/**
 * What a person who just ran `npm start` needs first: where the app is, how to log in, where
 * mail goes and which database it uses. Printed after listen when logs are pretty; piped, the
 * same facts are the fields of the ready line (main.ts).
 */
export function startSummary(config: StartConfig, demoAccounts: DemoAccount[]): string {
  const facts = startFacts(config, demoAccounts);
  const width = Math.max(0, ...demoAccounts.map((account) => account.email.length));
  const lines = [
    '',
    `  iAgree is ready at ${facts.url}`,
    '',
    `  Database  ${facts.database}`,
    `  Mail      ${facts.mail}`,
  ];
  if (demoAccounts.length > 0) {
    lines.push('', `  Demo accounts, password ${DEMO_PASSWORD}:`);
    for (const { email, name, role } of demoAccounts) {
      const what = role === 1 ? `${name}, ${PRIVILEGES}` : name;
      lines.push(`    ${email.padEnd(width)}  ${what}`);
    }
  }
  lines.push('', '  Stop with Ctrl+C.', '');
  return lines.join('\n');
}
