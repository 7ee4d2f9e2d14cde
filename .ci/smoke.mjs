// Starts the built server (apps/server/dist) with the node running this script, on a fresh data
// folder, and checks that it comes up, answers, and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iagree-smoke-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));

function fail(message) {
  console.error(`smoke test on Node ${process.version}: ${message}`);
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

let started = false;
const timer = setTimeout(() => fail('not ready within 120 s'), 120_000);
const ready = await new Promise((resolve) => {
  readline.createInterface({ input: server.stdout }).on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      fail(`a log line that is not JSON: ${line}`);
    }
    if (entry.msg?.startsWith('iAgree is ready')) resolve(entry);
  });
  void exited.then((code) => started || fail(`exited with ${code} before it was ready`));
});
started = true;
clearTimeout(timer);

if (ready.demoAccounts?.length !== 7) fail('no demo accounts in the ready log entry');
for (const page of ['/api/config', '/api/statements', '/']) {
  const res = await fetch(url + page);
  // Read to the end, as a browser does: an unread answer keeps its request open on the server.
  await res.arrayBuffer();
  if (res.status !== 200) fail(`GET ${page} answered ${res.status}`);
}
server.kill('SIGTERM');
const code = await exited;
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`exited with ${code} after SIGTERM`);
console.log(`smoke test on Node ${process.version}: started, answered and stopped cleanly`);
