/**
 * Starts what the browser tests talk to: a local SMTP server whose mail can be read over HTTP,
 * and the built iAgree server on a fresh embedded database with demo data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture.ts';
import { APP_PORT, MAIL_PORT, baseURL } from './ports.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iagree-e2e-'));
const smtp = await startSmtpCapture();

const mailApi = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = smtp.messages
    .map((mail) => ({
      to: [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    }))
    .filter((mail) => !to || mail.to.includes(to));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mails));
});
mailApi.listen(MAIL_PORT, '127.0.0.1');

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: smtp.url,
    SEED_DEMO: 'always',
    // The browser tests all come from 127.0.0.1; the limits are tested on the server.
    CONTACT_RATE_LIMIT: '1000',
    AUTH_RATE_LIMIT: '1000',
    AUTH_EMAIL_RATE_LIMIT: '1000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  mailApi.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
