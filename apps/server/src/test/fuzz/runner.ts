import { COOKIES } from '@iagree/contract';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { createUser, type TestUser } from '../factories.ts';
import type { FuzzRequest } from './draft.ts';
import { generateRequest } from './generator.ts';
import type { Operation } from './operations.ts';
import { createRng } from './prng.ts';
import { FailureLog, causeOfError, type Failure } from './report.ts';
import { listFiles, watchChanges } from './state-watch.ts';

/** A logged-in user the fuzzer sends requests as; replaced by a new one if a call ends it. */
export interface FuzzUser {
  label: string;
  user: TestUser;
}

/** Keeps the last error the app met, so a 5xx can name its cause. */
export function captureErrors(app: App) {
  let last: unknown;
  app.addHook('onError', async (_request, _reply, error) => {
    last = error;
  });
  return {
    take() {
      const error = last;
      last = undefined;
      return error;
    },
  };
}

export interface FuzzOptions {
  app: App;
  db: Database;
  uploadsDir: string;
  operations: Operation[];
  users: FuzzUser[];
  /** Ids 1…n name rows of every table. */
  rowsPerTable: number;
  image: Buffer;
  seed: number;
  requests: number;
  errors: ReturnType<typeof captureErrors>;
}

export interface FuzzRun {
  sent: number;
  byStatus: Map<number, number>;
  byRoute: Map<string, number>;
  failures: FailureLog;
}

const NO_ANSWER_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A distinct client address per case, so per-IP limits do not answer 429 to everything. */
const addressOf = (serial: number) =>
  `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;

function asUser(request: FuzzRequest, { user }: FuzzUser, viaCookie: boolean): FuzzRequest {
  const headers = { ...request.headers };
  if (viaCookie) {
    const cookie = `${COOKIES.accessToken}=${user.token}`;
    headers.cookie = headers.cookie ? `${headers.cookie}; ${cookie}` : cookie;
  } else {
    headers.authorization = `Bearer ${user.token}`;
  }
  return { ...request, headers };
}

async function renewSessions(app: App, db: Database, users: FuzzUser[]) {
  for (const fuzzUser of users) {
    const answer = await app.inject({ url: '/api/auth/user', headers: fuzzUser.user.auth });
    if (answer.statusCode !== 200)
      fuzzUser.user = await createUser(db, { role: fuzzUser.user.role });
  }
}

/**
 * Sends `requests` seeded hostile requests, each case once as a guest and once as one of the
 * users, and records every 5xx, every refused request that changed the database or the upload
 * folder, and every request left without an answer. It never stops at the first failure.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzRun> {
  const { app, db, users, operations } = options;
  const rng = createRng(options.seed);
  const watch = await watchChanges(db);
  const failures = new FailureLog();
  const byStatus = new Map<number, number>();
  const byRoute = new Map<string, number>();
  let files = await listFiles(options.uploadsDir);
  let sent = 0;
  type Fail = (kind: Failure['kind'], status: number | undefined, cause: string) => void;

  /** The status of the answer, or undefined when there was none. */
  async function send(request: FuzzRequest, remoteAddress: string, fail: Fail) {
    options.errors.take();
    let status: number | undefined;
    try {
      const { method, url, headers, payload } = request;
      const response = await withTimeout(
        app.inject({ method: method as 'GET', url, headers, payload, remoteAddress }),
        NO_ANSWER_MS,
      );
      status = response.statusCode;
      // What an answered request left running (a statement's readings) belongs to it, not to
      // the request whose state is compared next.
      await app.background.drain();
    } catch (error) {
      fail('no answer', undefined, causeOfError(error));
    }
    if (status !== undefined && status >= 500) {
      const error = options.errors.take();
      const cause =
        error === undefined ? 'no error reached the error handler' : causeOfError(error);
      fail('5xx', status, cause);
    }
    return status;
  }

  /** A refused request must leave the database and the upload folder as they were. */
  async function checkState(request: FuzzRequest, status: number | undefined, fail: Fail) {
    const refused = status === undefined || status >= 400;
    const changed = await watch.changedTables();
    if (refused && changed.length > 0) {
      fail('changed the database', status, `tables ${changed.join(', ')}`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const now = await listFiles(options.uploadsDir);
      if (refused && now.join('\n') !== files.join('\n')) {
        const added = now.filter((file) => !files.includes(file)).length;
        const removed = files.filter((file) => !now.includes(file)).length;
        fail('left or removed files', status, `${added} added, ${removed} removed`);
      }
      files = now;
    }
    if (changed.includes('sessions') || changed.includes('users')) {
      await renewSessions(app, db, users);
      await watch.changedTables();
    }
  }

  for (let serial = 0; sent < options.requests; serial++) {
    const operation = rng.pick(operations);
    const user = rng.pick(users);
    const viaCookie = rng.chance(0.2);
    // Both copies of a case draw the same values; only their serials (e-mail addresses) differ.
    const caseSeed = rng.int(2 ** 32);
    const generate = (copy: number) => {
      const caseRng = createRng(caseSeed);
      const validId = () => 1 + caseRng.int(options.rowsPerTable);
      return generateRequest(
        operation,
        { rng: caseRng, image: options.image, validId },
        2 * serial + copy,
      );
    };
    const variants = [
      { identity: 'guest', request: generate(0) },
      {
        identity: `${user.label} (${viaCookie ? 'cookie' : 'bearer'})`,
        request: asUser(generate(1), user, viaCookie),
      },
    ];
    for (const { identity, request } of variants) {
      if (sent >= options.requests) break;
      sent += 1;
      byRoute.set(operation.route, (byRoute.get(operation.route) ?? 0) + 1);
      const index = sent;
      const fail: Fail = (kind, status, cause) =>
        failures.add({ index, kind, route: operation.route, identity, status, cause, request });
      const status = await send(request, addressOf(serial), fail);
      if (status !== undefined) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      await checkState(request, status, fail);
    }
  }
  return { sent, byStatus, byRoute, failures };
}
