import { Gauge, type Registry } from 'prom-client';

/** The socket.io connections of this process only: the Redis adapter's other processes report their own. */
export function registerSocketGauge(registry: Registry, openSockets: () => number): void {
  new Gauge({
    name: 'beurs_open_sockets',
    help: 'socket.io connections open on this process.',
    registers: [registry],
    collect() {
      this.set(openSockets());
    },
  });
}
