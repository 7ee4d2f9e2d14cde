/**
 * The parts of a deployment of several servers, started for the cluster test: built app
 * servers (apps/server/dist/main.js) whose JSON log lines are kept, and HAProxy in front of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A free port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface LogEntry {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface AppServer {
  name: string;
  url: string;
  port: number;
  /** Every JSON log line so far. */
  logs: LogEntry[];
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  process: ChildProcess;
}

/** Starts a built server and waits for its "ready" log entry. */
export async function startAppServer(
  name: string,
  env: Record<string, string>,
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `iagree-cluster-${name}-`));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: LogEntry[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as LogEntry;
        logs.push(entry);
        if (entry.msg.startsWith('iAgree is ready')) resolve();
      } catch {
        // Only JSON lines are kept; nothing else is expected on stdout.
      }
    });
    void exited.then((code) => reject(new Error(`server ${name} exited with ${code}`)));
  });
  await ready;
  return { name, url: `http://127.0.0.1:${port}`, port, logs, exited, process: child };
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's /usr/sbin/haproxy) in round robin over the servers, with the settings
 * docs/operations.md recommends: health checks on /api/ready, and a request that could not
 * reach a server (refused connection, closed without an answer, 503 while draining) retried
 * on another one.
 */
export async function startHaproxy(servers: AppServer[]): Promise<Balancer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iagree-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 1024',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  option forwardfor',
      '  option http-server-close',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response 503',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      // Generous: on a busy machine /api/ready can take over a second to answer.
      '  timeout check 3s',
      '  default-server inter 1s fall 2 rise 1',
      ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
      '',
    ].join('\n'),
  );
  const child = spawn(process.env.HAPROXY ?? '/usr/sbin/haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Up once it forwards an answer from a server it found healthy.
  for (let attempt = 0; ; attempt++) {
    const status = await fetch(`${url}/api/config`)
      .then((res) => res.status)
      .catch(() => 0);
    if (status === 200) break;
    if (attempt > 100) throw new Error(`HAProxy at ${url} answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
