import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { createAnnouncements } from '../../src/db/announcements';
import { listenerApplicationName } from '../../src/db/database';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../test-database';

const CHANNEL = 'beurs_test_announcements';

describe('announcements of an in-memory index', () => {
  let database: TestDatabase | null = null;
  afterEach(async () => {
    await database?.close();
    database = null;
  });

  // Terminating the listening connection needs PostgreSQL's pg_terminate_backend.
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'hands over what was announced, knows it is caught up, and says it may have missed some once its connection is cut',
    async () => {
      database = await createTestDatabase('postgres');
      const context = { database, log: Fastify({ logger: false }).log };
      const announcements = createAnnouncements(CHANNEL, 'the test index');
      await announcements.listen(context);

      await database.query('select pg_notify($1, $2), pg_notify($1, $3)', [CHANNEL, 'user-1', 'user-2']);
      await announcements.catchUp(context);
      // Every announcement committed before the mark is heard by the time the mark comes back.
      expect(announcements.take().sort()).toEqual(['user-1', 'user-2']);
      expect(announcements.take()).toEqual([]);
      expect(announcements.missed()).toBe(false);

      announcements.add('user-3');
      expect(announcements.take()).toEqual(['user-3']);

      const [cut] = await database.query<{ terminated: number }>(
        'select count(pg_terminate_backend(pid))::int as terminated from pg_stat_activity where datname = current_database() and application_name = $1',
        [listenerApplicationName(CHANNEL)],
      );
      expect(cut?.terminated).toBe(1);
      await vi.waitFor(() => expect(announcements.missed()).toBe(true), { timeout: 5_000 });

      // Listening again starts over: the index reads everything after this, so nothing is missed.
      await announcements.listen(context);
      expect(announcements.missed()).toBe(false);
      await database.query('select pg_notify($1, $2)', [CHANNEL, 'user-4']);
      await announcements.catchUp(context);
      expect(announcements.take()).toEqual(['user-4']);
      await announcements.stop();
    },
  );
});
