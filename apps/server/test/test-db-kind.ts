/** Which database the suite runs on: `BEURS_TEST_DB=postgres` for PostgreSQL at 127.0.0.1:5432. */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.BEURS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
