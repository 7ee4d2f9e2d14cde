/**
 * Starts what the browser tests talk to: a local SMTP server whose mail can be read over HTTP,
 * local stand-ins for Facebook and LINE Login, and the built iAgree server on a fresh embedded
 * database with demo data. The tests read mail and choose who the fake providers log in through
 * the control server on MAIL_PORT.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { startFakeFacebook } from '../../apps/server/src/test/fake-facebook.ts';
import { startFakeLine } from '../../apps/server/src/test/fake-line.ts';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture.ts';
import { APP_PORT, MAIL_PORT, baseURL } from './ports.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iagree-e2e-'));
const smtp = await startSmtpCapture();
const facebookApp = { appId: 'e2e-facebook-app', appSecret: 'e2e-facebook-secret' };
const lineChannel = { channelId: '1650000000', channelSecret: 'e2e-line-secret' };
const facebook = await startFakeFacebook(facebookApp);
const line = await startFakeLine(lineChannel);

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || 'null');
}

const control = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  // PUT /social/{facebook|line} with the provider's user (null: Facebook's dialog refuses).
  if (request.method === 'PUT' && url.pathname === '/social/facebook') {
    facebook.loginAs((await readJson(request)) as Parameters<typeof facebook.loginAs>[0]);
    return response.end();
  }
  if (request.method === 'PUT' && url.pathname === '/social/line') {
    line.loginAs((await readJson(request)) as Parameters<typeof line.loginAs>[0]);
    return response.end();
  }
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
control.listen(MAIL_PORT, '127.0.0.1');

// Playwright drops the web server's output unless asked (DEBUG=pw:webserver): the server's own
// log and how it ended are kept in a file, for the run that fails without saying why.
const logFile = process.env.E2E_SERVER_LOG ?? path.join(root, 'e2e-logs', `server-${APP_PORT}.log`);
mkdirSync(path.dirname(logFile), { recursive: true });
const log = createWriteStream(logFile, { flags: 'w' });
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
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
    // Most tests post as the one demo user: the hourly limit has its own server tests.
    WRITE_RATE_LIMIT: '1000',
    SEARCH_RATE_LIMIT: '1000',
    // The moderation test's reporters sign up during the run; the age rule has server tests.
    REPORT_MIN_ACCOUNT_AGE_DAYS: '0',
    // Consultations' groups follow the votes within this (decision 036), not half a minute.
    ANALYSIS_PERIOD_SECONDS: '2',
    FACEBOOK_APP_ID: facebookApp.appId,
    FACEBOOK_APP_SECRET: facebookApp.appSecret,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    FACEBOOK_DIALOG_URL: facebook.dialogUrl,
    LINE_CHANNEL_ID: lineChannel.channelId,
    LINE_CHANNEL_SECRET: lineChannel.channelSecret,
    LINE_ISSUER: line.issuer,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

for (const [from, to] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
] as const) {
  from.on('data', (chunk: Buffer) => {
    log.write(chunk);
    to.write(chunk);
  });
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  control.close();
  await Promise.all([smtp.close(), facebook.close(), line.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.on('exit', (code, signal) => {
  log.end(`\n[launch] the server ended: code ${code}, signal ${signal}\n`);
  void stop(code ?? 0);
});
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
