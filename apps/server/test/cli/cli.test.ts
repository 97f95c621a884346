import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { auditLog, news, notifications, users } from '../../src/db/schema/index';
import { CliError } from '../../src/cli/cli-error';
import { parseCliArgs, runCommand } from '../../src/cli/run-cli';
import { publishOperatorEvent } from '../../src/accounts/operator-events';
import { buildServer } from '../../src/build-server';
import { loadConfig } from '../../src/config/config';
import { openDatabase } from '../../src/db/database';
import { createRecordingHub } from '../accounts/recording-hub';
import { startTestServer, type TestServer } from '../test-server';
import { POSTGRES_ADMIN_URL, TEST_DB_KIND } from '../test-database';
import { call, createAccount } from '../accounts/test-accounts';
import { operatorContext } from './operator-fixture';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Runs the CLI as `main.ts` does, minus the process: parse, run, return the output. */
function cli(argv: string[], actor = 'tester'): Promise<string> {
  const { positionals, values } = parseCliArgs(argv);
  return runCommand(operatorContext(server, values.actor ?? actor), positionals, values);
}

async function cliError(argv: string[]): Promise<CliError> {
  try {
    await cli(argv);
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error(`${argv.join(' ')} did not fail`);
}

describe('operator CLI', () => {
  it('lists users with status and balance', async () => {
    const account = await createAccount(server);
    const output = await cli(['users', 'list']);
    expect(output.split('\n')[0]).toMatch(/^EMAIL\s+NAME\s+STATUS\s+BALANCE/);
    expect(output).toContain(account.email);
    expect(output).toContain('10,000.00 EUR');
    expect(await cli(['users', 'list', '--status', 'frozen'])).toBe('(none)');
  });

  it('freezes with a required reason, audited with the actor', async () => {
    const account = await createAccount(server);
    expect((await cliError(['users', 'freeze', account.email])).exitCode).toBe(2);
    expect((await cliError(['users', 'freeze', account.email, '--reason', '  '])).message).toContain('--reason is required');
    const output = await cli(['users', 'freeze', account.email.toUpperCase(), '--reason', 'Chargeback', '--actor', 'bob']);
    expect(output).toContain(`Froze ${account.email} (reason: Chargeback)`);
    const [user] = await server.context.db.select().from(users).where(eq(users.id, account.userId));
    expect(user?.status).toBe('frozen');
    const [audit] = await server.context.db.select().from(auditLog).where(eq(auditLog.targetUserId, account.userId));
    expect(audit).toMatchObject({ actor: 'bob', action: 'user.freeze', reason: 'Chargeback' });
    const again = await cliError(['users', 'freeze', account.email, '--reason', 'x']);
    expect(again.exitCode).toBe(1);
    expect(again.message).toContain('already frozen');
  });

  it('confirms and rejects pending deposits by id, refusing bad ids and amounts', async () => {
    const account = await createAccount(server);
    const body = { meta: { wallet: '' }, amount: 0, type: 'bank_transfer', first_name: 'A', last_name: 'B' };
    const first = (await call(server, 'deposit', { token: account.accessToken, body })).json<{ transaction: { id: string } }>().transaction
      .id;
    const second = (await call(server, 'deposit', { token: account.accessToken, body })).json<{ transaction: { id: string } }>().transaction
      .id;
    const listed = await cli(['deposits', 'list']);
    expect(listed).toContain(first);
    expect(listed).toContain(second);
    expect((await cliError(['deposits', 'confirm', first, '--amount', '12.345'])).message).toContain('at most 2 decimal places');
    expect((await cliError(['deposits', 'confirm', first, '--amount=-5'])).message).toContain('cannot be negative');
    expect((await cliError(['deposits', 'confirm', first])).message).toContain('--amount is required');
    expect((await cliError(['deposits', 'confirm', 'nope', '--amount', '20'])).exitCode).toBe(2);
    expect((await cliError(['deposits', 'confirm', '00000000-0000-4000-8000-000000000000', '--amount', '20'])).exitCode).toBe(1);
    expect(await cli(['deposits', 'confirm', first, '--amount', '250.00'])).toContain('credited 250.00 EUR');
    expect(await cli(['deposits', 'reject', second, '--reason', 'Nothing received'])).toContain('Rejected');
    expect(await cli(['deposits', 'list'])).toBe('(none)');
    expect(await cli(['deposits', 'list', '--status', 'all'])).toContain('rejected');
    const actions = (await server.context.db.select().from(auditLog).where(eq(auditLog.targetUserId, account.userId))).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(['deposit.confirm', 'deposit.reject']);
  });

  it('publishes news with an optional picture', async () => {
    const output = await cli([
      'news',
      'publish',
      '--title',
      'Markets open higher',
      '--summary',
      'Stocks up',
      '--body',
      'Full text',
      '--picture',
      'https://example.com/p.jpg',
    ]);
    expect(output).toContain('Published news');
    const [item] = await server.context.db.select().from(news).where(eq(news.title, 'Markets open higher'));
    expect(item).toMatchObject({
      summary: 'Stocks up',
      body: 'Full text',
      picture: 'https://example.com/p.jpg',
      source: server.context.config.company.name,
    });
    expect(
      (await cliError(['news', 'publish', '--title', 't', '--summary', 's', '--body', 'b', '--picture', 'javascript:alert(1)'])).exitCode,
    ).toBe(2);
    expect((await cliError(['news', 'publish', '--title', 't'])).message).toContain('--summary is required');
  });

  it('sends a notification to a user', async () => {
    const account = await createAccount(server);
    server.clock.advance(1000);
    expect(await cli(['notify', account.email, '--title', 'Hello', '--body', 'From the operator'])).toBe(
      `Sent "Hello" to ${account.email}.`,
    );
    const [latest] = await server.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, account.userId))
      .orderBy(desc(notifications.createdAt));
    expect(latest).toMatchObject({ title: 'Hello', body: 'From the operator' });
    expect((await cliError(['notify', 'nobody@example.com', '--title', 'x', '--body', 'y'])).message).toContain('No account has the email');
  });

  it('lists, approves and rejects documents only by a valid id', async () => {
    expect(await cli(['documents', 'list'])).toBe('(none)');
    expect((await cliError(['documents', 'approve', 'abc'])).exitCode).toBe(2);
    expect((await cliError(['documents', 'reject', '00000000-0000-4000-8000-000000000000', '--reason', 'x'])).exitCode).toBe(1);
    expect((await cliError(['documents', 'reject', '00000000-0000-4000-8000-000000000000'])).exitCode).toBe(2);
  });

  it('refuses unknown commands and options with the usage', async () => {
    expect((await cliError(['users', 'delete', 'x'])).message).toContain('Unknown command "users delete x"');
    const unknownOption = await cliError(['users', 'list', '--colour', 'red']);
    expect(unknownOption.exitCode).toBe(2);
    expect(unknownOption.message).toContain('users freeze <email>');
    expect((await cliError([])).exitCode).toBe(2);
  });

  // LISTEN/NOTIFY between processes exists on PostgreSQL only; on PGlite the CLI runs with the server stopped.
  it.skipIf(TEST_DB_KIND !== 'postgres')('makes a running server disconnect a frozen user through PostgreSQL NOTIFY', async () => {
    const name = `beurs_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const config = loadConfig({}, { logLevel: 'silent', seedDemoData: false, databaseUrl: url.toString(), market: { enabled: false } });
    const running = await buildServer(config);
    const cliDatabase = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 1 });
    try {
      const hub = createRecordingHub();
      running.context.realtime = hub;
      await running.app.ready();
      // What the CLI process does after `users freeze`.
      await publishOperatorEvent(cliDatabase, { type: 'disconnect_user', userId: 'user-1' });
      await expect.poll(() => hub.disconnected).toEqual(['user-1']);
    } finally {
      await cliDatabase.close();
      await running.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
