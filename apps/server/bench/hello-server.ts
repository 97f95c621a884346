/**
 * The baselines of the read benches: a bare Fastify answering `{"hello":"world"}`; the same
 * answering a JSON body of a given size (`/bytes/:size`, built once per size) so a read can be set
 * against the cost of its bytes alone; and the same answering with a copy of a read's whole answer,
 * its bytes and its headers (`POST /answers` registers one, `GET /answers/:id` sends it with a
 * fresh request id, as the broker's answers carry): what an answer of that shape costs any server,
 * with none of the broker's work. In its own child process like the broker, so both pay the same
 * HTTP and process costs. Prints its URL.
 */
import { randomUUID } from 'node:crypto';
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
const answers: Array<{ headers: Record<string, string>; body: Buffer }> = [];
app.post<{ Body: { headers: Record<string, string>; size: number } }>('/answers', async (request) => {
  answers.push({ headers: request.body.headers, body: Buffer.alloc(request.body.size, 'x') });
  return { id: answers.length - 1 };
});
app.get<{ Params: { id: string } }>('/answers/:id', async (request, reply) => {
  const answer = answers[Number(request.params.id)];
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).header('x-request-id', randomUUID()).send(answer.body);
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, tokens: [] })}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
