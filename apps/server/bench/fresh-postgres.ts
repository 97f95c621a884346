import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** PostgreSQL the bench may create databases on (trust auth on the project's machines). */
export const BENCH_PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty PostgreSQL database for one bench run, and how to drop it again. */
export async function createFreshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `beurs_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BENCH_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: BENCH_PG_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
