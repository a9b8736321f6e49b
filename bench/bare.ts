/**
 * The benchmark's floor: a minimal Fastify server that answers each page with that page's main
 * queries run on the same PostgreSQL database (postgres.js, prepared statements) and sent as JSON,
 * with no authorisation, relations or shaping. v3 is measured against it (bench/throughput.ts).
 *
 * Run by the benchmark as its own process: `tsx bench/bare.ts` with PORT and DATABASE_URL.
 */
import Fastify from 'fastify';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL ?? '', { max: 10, onnotice: () => undefined });
const app = Fastify({ logger: false });

/** A page of pins with their boards, newest first: the grid's main query. */
const pinPage = (where: postgres.PendingQuery<postgres.Row[]>) =>
  sql`select p.*, to_json(b.*) as board from pins p join boards b on b.id = p.board_id
      where p.deleted_at is null and ${where} order by p.id desc limit 26`;

app.get('/healthz', async () => ({ ok: true }));

app.get('/home', async () => pinPage(sql`b.privacy = 'public'`));

app.get<{ Params: { id: string } }>('/closeup/:id', async (request) => {
  const id = Number(request.params.id);
  const [pin] = await sql`select p.*, to_json(b.*) as board from pins p join boards b on b.id = p.board_id where p.id = ${id} and p.deleted_at is null`;
  const related = await pinPage(sql`b.privacy = 'public' and p.board_id = ${pin?.board_id ?? 0} and p.id <> ${id}`);
  return { pin, related };
});

app.get<{ Params: { username: string; slug: string } }>('/board/:username/:slug', async (request) => {
  const [board] = await sql`select b.* from boards b join users u on u.id = b.owner_id where lower(u.username) = lower(${request.params.username}) and b.slug = ${request.params.slug}`;
  const pins = await pinPage(sql`p.board_id = ${board?.id ?? 0}`);
  return { board, pins };
});

app.get<{ Params: { username: string } }>('/profile/:username', async (request) => {
  const [user] = await sql`select * from users where lower(username) = lower(${request.params.username})`;
  const boards = await sql`select * from boards where owner_id = ${user?.id ?? 0} and privacy = 'public' order by id desc limit 26`;
  return { user, boards };
});

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await sql.end({ timeout: 1 });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
