import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { stopPasswordEstimator } from '../src/auth/password-rules';
import { buildServer } from '../src/build-server';
import { openDatabase, type Database } from '../src/db/database';
import { createTestClock } from './test-clock';
import { testServerConfig } from './test-server-config';
import { trimEmbeddedDump } from './trim-embedded-dump';

// Every test file starts from a fresh database. Creating one runs initdb (on PGlite) and the
// migrations, and seeding the demo market writes a year of candles: together more than most
// files' tests take. So the suite does both once (globalSetup) and every file starts from a copy:
// a dumped data directory on PGlite, `create database … template …` on PostgreSQL.

/** What a test database can start from. */
export type TemplateName = 'migrated' | 'seeded';

/**
 * Where the templates are: dump files on PGlite, database names on PostgreSQL. `migrated` is
 * empty; `seeded` holds the demo data a default test server seeds at the test clock's start.
 */
export type DatabaseTemplates = { kind: 'pglite' | 'postgres' } & Record<TemplateName, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export const POSTGRES_ADMIN_URL = process.env.BEURS_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement as the PostgreSQL administrator. */
export async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The connection string of one database on the test PostgreSQL. */
export function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Seeds the demo data a default test server would, through a server started once on it. */
async function seedAsTestServer(database: Database): Promise<void> {
  const server = await buildServer(testServerConfig(), { database, now: createTestClock().now });
  await server.close();
  // Seeding the demo user scored its password in a worker thread this process must not keep.
  await stopPasswordEstimator();
}

async function writeDump(database: Database, file: string): Promise<void> {
  if (!database.dumpEmbedded) throw new Error('only the embedded database can be dumped');
  // A checkpoint first, so that only the segment being written is needed to start from the dump.
  await database.query('checkpoint');
  const [wal] = await database.query<{ segment: string }>('select pg_walfile_name(pg_current_wal_lsn()) as segment');
  if (!wal) throw new Error('the embedded database reported no WAL position');
  const dump = new Uint8Array(await (await database.dumpEmbedded()).arrayBuffer());
  writeFileSync(file, trimEmbeddedDump(dump, wal.segment));
}

async function createPgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'beurs-pglite-template-'));
  const templates: DatabaseTemplates = { kind: 'pglite', migrated: join(folder, 'migrated.tar'), seeded: join(folder, 'seeded.tar') };
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    await writeDump(database, templates.migrated);
    await seedAsTestServer(database);
    await writeDump(database, templates.seeded);
  } finally {
    await database.close();
  }
  return { templates, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}

async function createPostgresTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const prefix = `beurs_template_${randomBytes(4).toString('hex')}`;
  const templates: DatabaseTemplates = { kind: 'postgres', migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const remove = async () => {
    await adminQuery(`drop database if exists ${templates.seeded} with (force)`);
    await adminQuery(`drop database if exists ${templates.migrated} with (force)`);
  };
  try {
    await adminQuery(`create database ${templates.migrated}`);
    await (await openDatabase({ databaseUrl: postgresUrl(templates.migrated), dataDir: null, poolSize: 1 })).close();
    await adminQuery(`create database ${templates.seeded} template ${templates.migrated}`);
    const seeded = await openDatabase({ databaseUrl: postgresUrl(templates.seeded), dataDir: null, poolSize: 2 });
    try {
      await seedAsTestServer(seeded);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

/** Vitest globalSetup: makes the templates of the suite's database kind; returns their removal. */
export async function createDatabaseTemplates(project: TestProject, kind: 'pglite' | 'postgres'): Promise<() => Promise<void>> {
  const { templates, remove } = kind === 'pglite' ? await createPgliteTemplates() : await createPostgresTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}

/** The templates globalSetup made for this run. */
export function databaseTemplates(): DatabaseTemplates {
  return inject('databaseTemplates');
}

/** A PGlite template's data directory, to load into a new embedded database. */
export function readPgliteTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
