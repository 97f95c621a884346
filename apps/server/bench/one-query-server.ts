/**
 * A ceiling for the authenticated reads: a bare Fastify that runs one indexed query per request,
 * a user's row by primary key as a named prepared statement on a pool of 10 connections (as the
 * broker's), and answers a JSON body of a given size (`/one-query/:size`). Nothing else: no
 * token, no hooks, no valuation. What "one indexed query at most" costs on its own, measured in
 * the same run as the hello world it is set against. Needs DATABASE_URL (the broker's database,
 * once the broker has created and seeded it); prints its URL.
 */
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('one-query-server needs DATABASE_URL');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const first = await pool.query<{ id: string }>('select id from users order by id limit 1');
const userId = first.rows[0]?.id;
if (!userId) throw new Error('one-query-server found no user: start it after the broker has seeded its database');

const app = Fastify({ logger: false });
const bodies = new Map<number, string>();
app.get<{ Params: { size: string } }>('/one-query/:size', async (request, reply) => {
  const { rows } = await pool.query({ name: 'bench_user_by_id', text: 'select * from users where id = $1', values: [userId] });
  if (rows.length !== 1) throw new Error('the user was not found');
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
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
