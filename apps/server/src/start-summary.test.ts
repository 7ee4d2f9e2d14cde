import { describe, expect, it } from 'vitest';
import { startFacts, startSummary } from './start-summary.ts';

const embedded = {
  appUrl: 'http://localhost:3000',
  dataDir: '/srv/iagree/data',
  databaseUrl: undefined,
  smtpUrl: undefined,
};
const accounts = [
  { email: 'organizer@iagree.local', name: 'iAgree 運営事務局', role: 1 },
  { email: 'taro@iagree.local', name: '佐藤太郎', role: 0 },
];

describe('startSummary', () => {
  it('names the URL, the embedded database, the mail outbox and the demo accounts', () => {
    expect(startSummary(embedded, accounts)).toBe(
      [
        '',
        '  iAgree is ready at http://localhost:3000',
        '',
        '  Database  embedded PGlite in /srv/iagree/data/pglite',
        '  Mail      not sent: written as .eml files to /srv/iagree/data/mail',
        '',
        '  Demo accounts, password iagree-demo-2026:',
        '    organizer@iagree.local  iAgree 運営事務局, may create events and moderate',
        '    taro@iagree.local       佐藤太郎',
        '',
        '  Stop with Ctrl+C.',
        '',
      ].join('\n'),
    );
  });

  it('shows servers without their credentials, and no demo block without demo accounts', () => {
    const text = startSummary(
      {
        ...embedded,
        databaseUrl: 'postgres://iagree:db-secret@db.internal:5432/iagree',
        smtpUrl: 'smtps://mailer:smtp-secret@smtp.example.jp:465',
      },
      [],
    );
    expect(text).toContain('  Database  PostgreSQL at postgres://db.internal:5432/iagree\n');
    expect(text).toContain('  Mail      sent through smtps://smtp.example.jp:465\n');
    expect(text).not.toMatch(/secret|mailer|iagree:|Demo accounts/);
  });

  it('gives the piped ready line the same facts: the demo password and where mail goes', () => {
    expect(startFacts(embedded, accounts)).toEqual({
      url: 'http://localhost:3000',
      database: 'embedded PGlite in /srv/iagree/data/pglite',
      mail: 'not sent: written as .eml files to /srv/iagree/data/mail',
      demoAccounts: accounts,
      demoPassword: 'iagree-demo-2026',
    });
    expect(startFacts(embedded, [])).not.toHaveProperty('demoPassword');
  });
});
