/**
 * The baselines of the read benches: a bare Fastify answering `{"hello":"world"}`, and the same
 * answering a JSON body of a given size (`/bytes/:size`, built once per size) so a read can be set
 * against the cost of its bytes alone. In its own child process like the broker, so both pay the
 * same HTTP and process costs. Prints its URL.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const bodies = new Map<number, string>();
app.get<{ Params: { size: string } }>('/bytes/:size', async (request, reply) => {
  const size = Math.max(12, Math.min(Number(request.params.size) || 0, 10_000_000));
  let body = bodies.get(size);
  if (!body) {
    body = `{"pad":"${'x'.repeat(size - 10)}"}`;
    bodies.set(size, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, tokens: [] })}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
