import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './test/build-test-app.ts';
import { gracefulShutdown } from './shutdown.ts';

let ctx: TestContext;
/** The slow request is in its handler. */
let entered: () => void;
const inHandler = new Promise<void>((resolve) => (entered = resolve));
/** Lets the slow request answer. */
let finish: () => void;
const finished = new Promise<void>((resolve) => (finish = resolve));

/** What a new TCP connection to the port meets: 'connected' or the error code. */
const connectOutcome = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/test/slow', async () => {
          entered();
          await finished;
          return { done: true };
        });
      },
    },
  );
});
afterAll(() => ctx.close());

describe('graceful shutdown', () => {
  it('drains (health 503), stops listening, lets the request in flight finish, then closes the rest', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const slow = fetch(`${base}/test/slow`);
    await inHandler;

    const exits: number[] = [];
    const steps: string[] = [];
    const shutdown = gracefulShutdown(ctx.app, {
      delayMs: 50,
      closeRest: async () => {
        steps.push('rest closed');
      },
      exit: (code) => exits.push(code),
    });
    const done = shutdown('SIGTERM');

    // During the delay the server still listens and tells the balancer it is going.
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);

    // The listener closes while the slow request still runs; the request then answers.
    // (node's 'close' event waits for every connection, so watch the listening flag instead.)
    while (ctx.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    steps.push('listener closed');
    expect(await connectOutcome(port)).toBe('ECONNREFUSED');
    expect(exits).toEqual([]);
    finish();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ done: true });

    await done;
    expect(steps).toEqual(['listener closed', 'rest closed']);
    expect(exits).toEqual([0]);
  });
});
