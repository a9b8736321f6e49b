/**
 * The benchmark's floor: a minimal Fastify server that answers each page with the data that page
 * shows, read by the simplest queries on the same PostgreSQL database (postgres.js, prepared
 * statements) and sent as JSON, with no authorisation, viewer fields or shaping. v3 is measured
 * against it (bench/throughput.ts). Home: a page of pins with their boards; closeup: the pin and
 * pins of its board; board: the board, its owner and sections, and its pins (pinned and saved
 * into it) with their pinners; profile: the person with their follow counts, and their public
 * boards with pin counts, covers and collage images.
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
  // The board with its owner and sections, then its pins (pinned to it and saved into it, newest first) with their pinners.
  const [board] = await sql`select b.*, to_json(u.*) as owner,
      (select coalesce(json_agg(s order by s.position, s.id), '[]') from board_sections s where s.board_id = b.id) as sections
    from boards b join users u on u.id = b.owner_id
    where lower(u.username) = lower(${request.params.username}) and b.slug = ${request.params.slug}`;
  const pins = await sql`select p.*, to_json(u.*) as pinner from (
      (select id, created_at as at from pins where board_id = ${board?.id ?? 0} and deleted_at is null order by created_at desc, id desc limit 26)
      union all
      (select s.pin_id, s.created_at from saves s join pins sp on sp.id = s.pin_id
       where s.board_id = ${board?.id ?? 0} and sp.board_id <> s.board_id and sp.deleted_at is null order by s.created_at desc, s.id desc limit 26)
      order by at desc limit 26) page
    join pins p on p.id = page.id join users u on u.id = p.pinner_id order by page.at desc`;
  return { board, pins };
});

app.get<{ Params: { username: string } }>('/profile/:username', async (request) => {
  // What the profile page shows: the person with their follower and following counts, and their
  // public boards with each one's pin count, cover image and newest three images (the collage).
  const [user] = await sql`select u.*,
      (select count(*)::int from follows f where f.target_type = 'user' and f.target_id = u.id) as follower_count,
      (select count(*)::int from follows f where f.target_type = 'user' and f.follower_id = u.id) as following_count
    from users u where lower(u.username) = lower(${request.params.username})`;
  const boards = await sql`select b.*,
      (select count(*)::int from pins p where p.board_id = b.id and p.deleted_at is null)
        + (select count(*)::int from saves s join pins p on p.id = s.pin_id where s.board_id = b.id and p.board_id <> s.board_id) as pin_count,
      (select to_json(c) from (select image_signature, image_width, image_height, dominant_color from pins where id = b.cover_pin_id) c) as cover,
      (select coalesce(json_agg(c), '[]') from (select image_signature, image_width, image_height, dominant_color from pins
         where board_id = b.id and deleted_at is null order by created_at desc, id desc limit 3) c) as collage
    from boards b where b.owner_id = ${user?.id ?? 0} and b.privacy = 'public'
    order by coalesce(b.last_pinned_at, b.created_at) desc, b.id desc limit 26`;
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
