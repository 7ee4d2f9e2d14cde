import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUse } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { messages } from '../i18n/messages.ts';

export interface Metrics {
  registry: Registry;
  /**
   * Adds a gauge read when Prometheus scrapes (a queue's depth, say): `read` answers the value
   * now. Names follow Prometheus's rules (`iagree_mail_queue_depth`).
   */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** Where the separate metrics listener (METRICS_PORT) listens, once it does. */
  address(): AddressInfo | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  port: number | undefined;
  host: string;
  token: string | undefined;
  poolUse: (() => PoolUse) | undefined;
}

/** Up to a few seconds: the answers a person waits for; slower ones land in +Inf. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route's pattern (`/api/statements/:id`), never the raw URL, so labels stay few. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const bearerMatches = (header: string | undefined, token: string) => {
  const given = Buffer.from(header?.replace(/^Bearer /i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

/**
 * Prometheus metrics of this server: requests per route (rate and latency), the database pool,
 * the image queue, the process (prom-client's defaults), and gauges other parts register. Served
 * on a listener of their own (METRICS_PORT, for a network only Prometheus reaches) and/or at
 * /metrics behind a bearer token (METRICS_TOKEN); with neither, not served at all.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route pattern and status',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });

    const gauge: Metrics['gauge'] = (name, help, read) => {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    };
    const { poolUse } = options;
    if (poolUse) {
      gauge('iagree_db_pool_connections', 'Open database connections', () => poolUse().total);
      gauge('iagree_db_pool_idle', 'Idle database connections', () => poolUse().idle);
      gauge('iagree_db_pool_waiting', 'Queries waiting for a connection', () => poolUse().waiting);
      gauge('iagree_db_pool_max', 'Connections the pool may open', () => poolUse().max);
    }
    gauge(
      'iagree_image_queue_active',
      'Uploaded images being decoded',
      () => app.imageBudget.use().active,
    );
    gauge(
      'iagree_image_queue_waiting',
      'Uploaded images waiting for room in the image memory budget',
      () => app.imageBudget.use().waiting,
    );
    gauge(
      'iagree_image_budget_bytes',
      'Decoded bytes the images being processed take of IMAGE_MEMORY_MB',
      () => app.imageBudget.use().bytes,
    );

    let server: Server | undefined;
    app.decorate('metrics', {
      registry,
      gauge,
      address: () => (server?.address() as AddressInfo | null) ?? undefined,
    });

    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeOf(request), status: reply.statusCode };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    const { token } = options;
    if (token) {
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer');
          throw new AppError(401, messages.unauthorized);
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    }

    const { port } = options;
    if (port !== undefined) {
      // Started with the app's own listener, so building an app (tests, the CLI) opens no port.
      app.addHook('onListen', async () => {
        server = createServer((_request, response) => {
          registry.metrics().then(
            (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
            () => response.writeHead(500).end(),
          );
        });
        await new Promise<void>((resolve) => server!.listen(port, options.host, resolve));
      });
      app.addHook('onClose', async () => {
        if (server) await new Promise((resolve) => server!.close(resolve));
      });
    }
  },
  { name: 'metrics' },
);
