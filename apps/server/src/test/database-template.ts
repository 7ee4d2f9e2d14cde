import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { migrationsDir } from '../paths.ts';

/** Where each test file copies its migrated database from (see openTestDatabase). */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; file: string; key: string }
  | { kind: 'postgres'; serverUrl: string; name: string; key: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

const referenceData = fileURLToPath(new URL('../db/reference-data.ts', import.meta.url));
const pglitePackage = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);

/** What the template is made of: the migrations, the reference data, and PGlite's data format. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(pglitePackage));
  const files = await readdir(migrationsDir, { recursive: true, withFileTypes: true });
  const paths = files
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...paths, referenceData]) {
    hash.update(path.relative(migrationsDir, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/** An admin connection to the server's maintenance database (DATABASE_URL). */
export async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function buildTemplate(key: string): Promise<TestDatabaseTemplate> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    // Unique per run: parallel runs on one server each drop only their own template.
    const name = `iagree_template_${key}_${randomBytes(3).toString('hex')}`;
    await withServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    try {
      await prepareDatabase(handle);
    } finally {
      await handle.close();
    }
    return { kind: 'postgres', serverUrl, name, key };
  }

  const client = await PGlite.create();
  let dump: Blob;
  try {
    await prepareDatabase(await openDatabase({ kind: 'pglite-client', client }));
    // Uncompressed: each test worker loads it, and gunzip would cost more than it saves.
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), `iagree-template-${key}-`));
  const file = path.join(dir, 'pgdata.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', file, key };
}

async function dropTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') {
    await rm(path.dirname(template.file), { recursive: true, force: true });
    return;
  }
  await withServer(template.serverUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`),
  );
}

/**
 * Vitest globalSetup: migrates one template database per run, which every test file copies
 * instead of migrating its own; rebuilt on a watch rerun when the migrations or reference data
 * changed, and dropped at the end.
 */
export default async function setup(project: TestProject) {
  let template = await buildTemplate(await templateKey());
  project.provide('testDatabaseTemplate', template);

  project.onTestsRerun(async () => {
    const key = await templateKey();
    if (key === template.key) return;
    const stale = template;
    template = await buildTemplate(key);
    project.provide('testDatabaseTemplate', template);
    await dropTemplate(stale);
  });

  return () => dropTemplate(template);
}
