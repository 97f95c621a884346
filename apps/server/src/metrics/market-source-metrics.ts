import { Gauge, type Registry } from 'prom-client';
import type { SourceHealth } from '../market/sources/source-health';

/**
 * Per market-data source, as this process runs it (the lease holder runs the live feeds and
 * replays; elsewhere they read `stopped`): whether it is up, its messages, reconnects, the age of
 * its last message and its lag behind the exchange. A feed that stalls shows as a growing age.
 */
export function registerMarketSourceMetrics(registry: Registry, options: { health: () => SourceHealth[]; now: () => Date }): void {
  const gauge = (name: string, help: string, value: (health: SourceHealth, nowMs: number) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['source'],
      registers: [registry],
      collect() {
        this.reset();
        const nowMs = options.now().getTime();
        for (const health of options.health()) {
          if (health.state === 'stopped') continue;
          const figure = value(health, nowMs);
          if (figure !== null) this.set({ source: health.source }, figure);
        }
      },
    });
  gauge(
    'beurs_market_source_up',
    'Whether the source is connected and hearing from its exchange, or has data to replay (1), or not (0).',
    (h) => (h.state === 'ok' ? 1 : 0),
  );
  gauge('beurs_market_source_messages', 'Messages (live) the source received since this process started it.', (h) => h.messages);
  gauge('beurs_market_source_reconnects', 'Reconnections of the source since this process started it.', (h) => h.reconnects);
  gauge('beurs_market_source_last_message_age_seconds', 'Seconds since the source last sent anything.', (h, nowMs) =>
    h.lastMessageAt === null ? null : Math.max(0, nowMs - h.lastMessageAt) / 1000,
  );
  gauge('beurs_market_source_lag_seconds', "The last message's delay from the exchange's time to arrival.", (h) =>
    h.lagMs === null ? null : h.lagMs / 1000,
  );
}
