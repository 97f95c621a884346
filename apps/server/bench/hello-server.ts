/**
 * The baseline of the read benches: a bare Fastify answering `{"hello":"world"}`, in its own
 * child process like the broker, so both pay the same HTTP and process costs. Prints its URL.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, tokens: [] })}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
