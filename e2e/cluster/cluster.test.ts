/**
 * THE PROOF of issue 14: two built servers on one PostgreSQL database, one Redis and one local
 * S3-compatible store, behind HAProxy, behave as one app — through the balancer and through
 * each server directly.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../apps/server/src/test/s3-server.ts';
import { startSmtpCapture, type SmtpCapture } from '../../apps/server/src/test/smtp-capture.ts';
import { multipartForm, png } from '../../apps/server/src/test/uploads.ts';
import { startAppServer, startHaproxy, type AppServer, type Balancer } from './cluster.ts';

const PG_SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const AUTH_RATE_LIMIT = 6;
const PASSWORD = 'cluster-pass-2026';
const ACTIVATION = /activationToken=([\w%-]+)/;

const database = `iagree_cluster_${process.pid}`;
const databaseUrl = PG_SERVER_URL.replace(/\/[^/]*$/, `/${database}`);
let db: pg.Client;
let s3: LocalS3;
let smtp: SmtpCapture;
let smtpPort: number;
let a: AppServer;
let b: AppServer;
let balancer: Balancer;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: PG_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${database}`);
  s3 = await startLocalS3('iagree-cluster');
  smtp = await startSmtpCapture();
  smtpPort = Number(new URL(smtp.url).port);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: `iagree-cluster-${randomUUID()}:`,
    ...s3.env,
    SMTP_URL: smtp.url,
    // Both servers' links lead to the balancer; its forwarded headers are believed.
    APP_URL: 'http://iagree.cluster.test',
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: 'never',
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    JOB_PERIOD_SECONDS: '2',
    // HAProxy checks every second and takes a server out after two failures (cluster.ts).
    SHUTDOWN_DELAY: '3',
    LOG_LEVEL: 'info',
  };
  // Both at once on the new database: one migrates while the other waits its turn.
  [a, b] = await Promise.all([startAppServer('a', env), startAppServer('b', env)]);
  balancer = await startHaproxy([a, b]);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await balancer?.stop();
  for (const server of [a, b]) {
    if (server?.process.exitCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  }
  await smtp?.close();
  await s3?.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

const json = { 'content-type': 'application/json' };
const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + url, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });
const signup = (email: string) =>
  post(balancer.url, '/api/auth/signup', {
    name: 'Cluster',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (server: AppServer, token: string) =>
  fetch(`${server.url}/api/auth/user`, { headers: bearer(token) });

/** A new account, activated through the link of its mail. */
async function account(email: string) {
  expect((await signup(email)).status).toBe(201);
  const mail = await smtp.waitFor(email, 20_000);
  const token = decodeURIComponent(ACTIVATION.exec(mail.text ?? '')![1]!);
  const activated = await fetch(`${b.url}/api/auth/signup/activate/${encodeURIComponent(token)}`);
  expect(activated.status).toBe(200);
}

async function login(server: AppServer, email: string): Promise<string> {
  const res = await post(server.url, '/api/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('two servers behind HAProxy', () => {
  it('share sessions: made on A, valid on B, ended on A by a logout on B', async () => {
    await account('session@example.jp');
    const token = await login(a, 'session@example.jp');
    expect((await me(b, token)).status).toBe(200);
    expect((await me(a, token)).status).toBe(200);
    const logout = await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(logout.status).toBe(200);
    expect((await me(a, token)).status).toBe(401);
  });

  it('serve from B an image uploaded through A', async () => {
    await account('avatar@example.jp');
    const token = await login(a, 'avatar@example.jp');
    const upload = await fetch(`${a.url}/api/auth/user/updateAvatar`, {
      method: 'POST',
      headers: bearer(token),
      body: multipartForm({}, { avatar: await png() }),
    });
    expect(upload.status).toBe(200);
    const { avatar } = (await upload.json()) as { avatar: string };
    const fromA = await fetch(a.url + avatar);
    const fromB = await fetch(b.url + avatar);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('count the login rate limit of both servers together', async () => {
    const from = { 'x-forwarded-for': '203.0.113.14' };
    const attempt = (server: AppServer) =>
      post(
        server.url,
        '/api/auth/login',
        { email: 'nobody@example.jp', password: 'wrong-1234' },
        from,
      );
    for (let i = 0; i < AUTH_RATE_LIMIT; i++) {
      expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    }
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('answer a signup while SMTP is down, and mail its link exactly once when SMTP is back', async () => {
    await smtp.close();
    const res = await signup('outage@example.jp');
    expect(res.status).toBe(201);
    await vi.waitFor(
      async () => {
        const { rows } = await db.query(
          'SELECT attempts, last_error, sent_at FROM mail_outbox WHERE recipient = $1',
          ['outage@example.jp'],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0].last_error).toMatch(/ECONNREFUSED/);
        expect(rows[0].sent_at).toBeNull();
      },
      { timeout: 10_000, interval: 200 },
    );
    smtp = await startSmtpCapture({ port: smtpPort });
    const mail = await smtp.waitFor('outage@example.jp', 30_000);
    expect(mail.text).toMatch(ACTIVATION);
    // Counted again once every server has stopped (the last test): still one.
  });

  it('lose no request of a 10-second load while A is stopped with SIGTERM', async () => {
    let ok = 0;
    const failures: string[] = [];
    const end = Date.now() + 10_000;
    const loop = async () => {
      while (Date.now() < end) {
        try {
          const res = await fetch(`${balancer.url}/api/statements`);
          await res.arrayBuffer();
          if (res.status === 200) ok += 1;
          else failures.push(`status ${res.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, loop));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    a.process.kill('SIGTERM');
    await load;
    expect(await a.exited).toBe(0);
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(100);
  });

  it('ran each periodic job once per period, not once per server', async () => {
    b.process.kill('SIGTERM');
    await b.exited;
    const runs = [a, b].flatMap((server) =>
      server.logs
        .filter((entry) => entry.msg === 'job ran')
        .map((entry) => ({
          server: server.name,
          key: `${String(entry.job)} ${String(entry.period)}`,
        })),
    );
    const keys = runs.map((run) => run.key);
    expect(new Set(keys).size).toBe(keys.length);
    // JOB_PERIOD_SECONDS=2 over a run of well over 10 s: many periods, each run once.
    for (const job of ['session-purge', 'file-sweep', 'mail-purge']) {
      expect(keys.filter((key) => key.startsWith(`${job} `)).length).toBeGreaterThan(4);
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_runs');
    expect(rows[0]?.n).toBe(keys.length);
    // Every server stopped: the mail of the SMTP outage arrived once, and nothing is left.
    expect(
      smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes('outage@')),
    ).toHaveLength(1);
    const waiting = await db.query('SELECT id FROM mail_outbox WHERE sent_at IS NULL');
    expect(waiting.rows).toEqual([]);
  });
});
