import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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
const prepare = fileURLToPath(new URL('../db/prepare.ts', import.meta.url));
/** PGlite templates kept between runs, one per key (a new one replaces the others). */
const cacheDir = fileURLToPath(
  new URL('../../node_modules/.cache/test-template/', import.meta.url),
);
const pglitePackage = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);

/**
 * What the template is made of: the migrations, the reference data and how they are applied,
 * and PGlite's data format.
 */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(pglitePackage));
  const files = await readdir(migrationsDir, { recursive: true, withFileTypes: true });
  const paths = files
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [...paths, referenceData, prepare]) {
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

  // Initdb and the migrations take ~9 CPU-s before any test can start: kept for the next run.
  const file = path.join(cacheDir, `${key}.tar`);
  if (existsSync(file)) return { kind: 'pglite', file, key };
  const client = await PGlite.create();
  let dump: Blob;
  try {
    await prepareDatabase(await openDatabase({ kind: 'pglite-client', client }));
    // Uncompressed: each test worker loads it, and gunzip would cost more than it saves.
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  await mkdir(cacheDir, { recursive: true });
  for (const old of await readdir(cacheDir)) {
    if (!old.startsWith(key)) await rm(path.join(cacheDir, old), { force: true });
  }
  // Written aside and renamed: a run that starts meanwhile never reads half a file.
  const partial = `${file}.${randomBytes(3).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return { kind: 'pglite', file, key };
}

async function dropTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') return;
  await withServer(template.serverUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`),
  );
}

/**
 * Vitest globalSetup: migrates one template database per run, which every test file copies
 * instead of migrating its own; rebuilt on a watch rerun when the migrations or reference data
 * changed. On the PostgreSQL server it is dropped at the end; PGlite's is kept for the next run
 * with the same key.
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
