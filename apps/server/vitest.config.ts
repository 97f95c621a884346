import { existsSync } from 'node:fs';
import { defaultServerConditions } from 'vite';
import { createVitestConfig, SOURCE_CONDITION } from '../../tooling/vitest.base.ts';
import { TEST_DB_KIND } from './test/test-db-kind.ts';

/**
 * The files that run a second time on the embedded database (PGlite), the product's default:
 * where the database's own behaviour decides the outcome. Migrations, the data directory and the
 * CLI, JSON and numeric columns, the market feed and its seed, the order and alert engines, the
 * calls that move money under locks (open, close, parallel and partial closes, deposits), the
 * ledger, and the push that follows a change. The rest (validation, reads, sign-in flows,
 * content, HTTP plumbing, the published documents) runs the same SQL through the same code on
 * either database and runs once, in the PostgreSQL pass: each file's server costs seconds to
 * start on PGlite, and running all of them twice made the suite the slowest part of CI.
 */
const EMBEDDED_PASS = [
  'test/cli/cli.test.ts',
  'test/migrate/migrate-command.test.ts',
  'test/db/json-row.test.ts',
  'test/db/ledger-sequence-migration.test.ts',
  'test/db/migrate-on-start.test.ts',
  'test/db/migrate-once.test.ts',
  'test/hardening/column-ranges.test.ts',
  'test/idempotency/client-order-id.test.ts',
  'test/idempotency/idempotency-key.test.ts',
  'test/http/health.test.ts',
  'test/market/market-feed.test.ts',
  'test/market/market-seed.test.ts',
  'test/market/latest-candles.test.ts',
  'test/market/live-source.test.ts',
  'test/market/live-history.test.ts',
  'test/market/live/exchange-history.test.ts',
  'test/market/replay-source-server.test.ts',
  'test/market/replay/dukascopy-import.test.ts',
  'test/accounts/deposit-and-credit.test.ts',
  'test/api-keys/api-key-lifecycle.test.ts',
  'test/api-keys/api-key-memory.test.ts',
  'test/api-keys/api-key-scopes.test.ts',
  'test/api-keys/api-key-secret.test.ts',
  'test/api-keys/api-key-sockets.test.ts',
  'test/api-keys/rate-budgets.test.ts',
  'test/accounts/ledger-order.test.ts',
  'test/accounts/user-view-reads.test.ts',
  'test/orders/close-all-and-reverse.test.ts',
  'test/orders/close-order.test.ts',
  'test/orders/engine-differential.test.ts',
  'test/orders/engine-differential-live.test.ts',
  'test/orders/engine-differential-replay.test.ts',
  'test/orders/journal.test.ts',
  'test/orders/open-order.test.ts',
  'test/orders/order-engine.test.ts',
  'test/orders/order-expiry.test.ts',
  'test/orders/parallel-close.test.ts',
  'test/orders/partial-close.test.ts',
  'test/orders/stop-limit.test.ts',
  'test/orders/trade-reads.test.ts',
  'test/orders/trailing-stop.test.ts',
  'test/orders/versioned-trade.test.ts',
  'test/realtime/user-orders-socket.test.ts',
  'test/statements/account-statement.test.ts',
  'test/stream/account-stream.test.ts',
  'test/stream/stream-restart.test.ts',
  'test/workspace/alert-engine.test.ts',
  'test/workspace/alert-restart.test.ts',
];
// A file renamed or removed must not drop out of the embedded pass unnoticed.
const missing = EMBEDDED_PASS.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length > 0) throw new Error(`vitest.config.ts lists test files that do not exist: ${missing.join(', ')}`);

export default createVitestConfig({
  // globalSetup (the PGlite templates) runs in Vitest's own environment: it reads workspace
  // packages from source like the tests do.
  environments: { __vitest__: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } } },
  test: {
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    include: TEST_DB_KIND === 'pglite' ? EMBEDDED_PASS : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The embedded pass starts PGlite clusters (initdb, every migration) on the same two cores as
    // the PostgreSQL pass and the apps' suites: a minute and a half is room, not a speed figure.
    testTimeout: TEST_DB_KIND === 'pglite' ? 90_000 : 30_000,
    hookTimeout: TEST_DB_KIND === 'pglite' ? 120_000 : 60_000,
    // Two files at a time even on two cores (Vitest's default there is one): a file mostly waits
    // on its database and sockets. Every file has its own database, Redis prefix and ports.
    maxWorkers: 2,
    // A worker imports the server once, not once per file: the import (the whole server, Drizzle,
    // Fastify, socket.io) was 228 of the PostgreSQL pass's 348 s on two cores, and the pass now
    // takes about 160 s. Each file builds its own servers and databases and closes them, and no
    // test mocks a module, stubs a global or changes the environment, so sharing the imported
    // modules shares no state between files.
    isolate: false,
    // One report per database, so the workspace summary counts both runs.
    outputFile: { json: `test-results/vitest-${TEST_DB_KIND}.json` },
  },
});
