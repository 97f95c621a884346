import { randomBytes } from 'node:crypto';
import { adminQuery, postgresUrl } from './database-templates';

/** A new PostgreSQL database with nothing in it (not even migrations), and how to drop it again. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `beurs_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    url: postgresUrl(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
