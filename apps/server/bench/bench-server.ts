/**
 * The server side of the benches, run as a child process so the load client does not share
 * its event loop: the whole broker on the given PostgreSQL database (market feed on), or on the
 * embedded database in memory when DATABASE_URL is `embedded`, listening
 * on 127.0.0.1 port 0, with BENCH_USERS users of 1,000,000 EUR of virtual funds each. Prints
 * one JSON line with the URL and the users' access tokens, then serves until it is killed. With
 * BENCH_API_KEY=1 the first user also gets an API key (read and trade), whose secret follows the
 * access tokens in that list.
 */
import { randomUUID } from 'node:crypto';
import { Decimal } from '@beurs/domain';
import { authenticateSession, bearerToken } from '../src/http/authenticate';
import { startSession } from '../src/auth/sessions';
import { buildServer } from '../src/build-server';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { countries, users } from '../src/db/schema/index';
import { postLedgerEntry } from '../src/ledger/ledger';
import { createApiKey } from '../src/api-keys/create-api-key';
import { serveUntilStopped } from './serve-child';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench-server needs DATABASE_URL');
const userCount = Number(process.env.BENCH_USERS ?? '20');

const embedded = databaseUrl === 'embedded';
const config = loadConfig(
  {},
  {
    databaseUrl: embedded ? null : databaseUrl,
    logLevel: 'silent',
    seedDemoData: true,
    market: { enabled: true, tickMs: 1000 },
    // A bench is a few users making thousands of calls a second: the request budgets would refuse most of them.
    rateBudgets: {
      key: { requests: 1_000_000_000, windowSeconds: 60 },
      user: { requests: 1_000_000_000, windowSeconds: 60 },
      address: { requests: 1_000_000_000, windowSeconds: 60 },
    },
  },
);
const server = await buildServer(config, {
  checkResponses: false,
  ...(embedded ? { database: await openDatabase({ databaseUrl: null, dataDir: null }) } : {}),
});
const { context } = server;

// The empty-endpoint baseline: authentication and an answer, nothing else.
server.app.post('/bench/empty', async (request) => {
  await authenticateSession(context, bearerToken(request));
  return { ok: true };
});

const [country] = await context.db.select({ id: countries.id }).from(countries).limit(1);
let countryId = country?.id;
if (countryId === undefined) {
  await context.db.insert(countries).values({ id: 9528, name: 'Netherlands', code: 'NL', phoneCode: '+31' }).onConflictDoNothing();
  countryId = 9528;
}
const tokens: string[] = [];
const userIds: string[] = [];
for (let index = 0; index < userCount; index += 1) {
  const [user] = await context.db
    .insert(users)
    .values({
      email: `bench-${randomUUID()}@example.com`,
      passwordHash: 'bench-user-without-password',
      firstName: 'Bench',
      lastName: `User ${index + 1}`,
      phone: '+31 20 000 0000',
      countryId,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('bench user not created');
  await context.db.transaction((tx) =>
    postLedgerEntry(tx, {
      userId: user.id,
      cause: 'deposit',
      amount: Decimal.from('1000000'),
      description: 'Bench funds',
      method: 'bank_transfer',
      at: context.now(),
    }),
  );
  userIds.push(user.id);
  tokens.push((await startSession(context, user.id)).accessToken);
}

const firstUserId = userIds[0];
if (process.env.BENCH_API_KEY === '1' && firstUserId) {
  const created = await createApiKey(context, {
    userId: firstUserId,
    input: { name: 'Bench bot', scopes: ['read', 'trade'], allowed_ips: [] },
    origin: { ip: null, userAgent: null },
  });
  tokens.push(created.secret);
}

await serveUntilStopped(server, tokens);
