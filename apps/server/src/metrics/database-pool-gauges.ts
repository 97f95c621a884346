import { Gauge, type Registry } from 'prom-client';
import type { DatabasePoolStats } from '../db/database';

/**
 * The PostgreSQL pool, read at scrape time. The embedded database has no pool, so these series
 * are not registered there at all rather than reporting a misleading 0.
 */
export function registerDatabasePoolGauges(registry: Registry, poolStats: (() => DatabasePoolStats) | undefined): void {
  if (!poolStats) return;
  const gauges: Array<[name: string, help: string, read: (stats: DatabasePoolStats) => number]> = [
    ['beurs_db_pool_clients', 'Connections the PostgreSQL pool holds, busy or idle.', (stats) => stats.total],
    ['beurs_db_pool_idle_clients', 'Connections of the PostgreSQL pool that are idle.', (stats) => stats.idle],
    [
      'beurs_db_pool_waiting_requests',
      'Queries waiting for a connection of the PostgreSQL pool (the pool is exhausted when this stays above 0).',
      (stats) => stats.waiting,
    ],
  ];
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolStats()));
      },
    });
  }
}
