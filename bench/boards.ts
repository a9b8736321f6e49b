/**
 * `npm run bench:boards`: organize and section reads on a large board (issue 14), through v3 HTTP against
 * the bundled server on PostgreSQL (its own database, corkboard_bench_boards; free ports). Not a test.
 *
 * Data (made once, kept; remade with --reset): a member's board of 50,000 pins — 45,000 saves of pins pinned
 * to another board of theirs and 5,000 pins pinned to it — with sections: "Move" (10,000 saves), "Read"
 * (20,000 saves); the rest in no section.
 * Each round, interleaved (the order alternates between rounds):
 *   move      POST /v3/bulk_edit/move/ select_all of the "Move" section (10,000 saves) into another board,
 *             then select_all of that board back into the section: two timed moves of 10,000 saves;
 *   first     GET the "Read" section's first page of pins (page_size 25), --reads times;
 *   deep      GET its page after --depth pages (the bookmark found once by paging), --reads times.
 * The section pins are read from GET /v3/board_sections/{id}/pins/; a server without it is read through
 * GET /v3/boards/{id}/pins/ (the whole board), and the report says so.
 * Prints ms per op and p50/p99 of each kind; --rounds N (5) --reads N (20) --depth N (400) --database URL --reset.
 */
import os from 'node:os';
import postgres from 'postgres';
import { hashPassword } from '../server/v3/account/password.ts';
import { benchPort, ensureDatabase, option, startBenchServer } from './server.ts';

const rounds = option('rounds', 5);
const reads = option('reads', 20);
const depth = option('depth', 400);
const reset = process.argv.includes('--reset');
const databaseAt = process.argv.indexOf('--database');
const databaseUrl = (databaseAt === -1 ? undefined : process.argv[databaseAt + 1]) ?? process.env.BENCH_BOARDS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/corkboard_bench_boards';

const USERNAME = 'bench_organizer';
const PASSWORD = 'bench-password-not-secret';
const SAVES = 45_000;
const PINNED = 5_000;
const MOVE_SECTION = 10_000;
const READ_SECTION = 20_000;

interface BenchBoard {
  userId: number;
  big: number;
  other: number;
  moveSection: number;
  readSection: number;
}

/** The bench member and boards, made once (or again with --reset); the server has migrated the database already. */
async function prepare(url: string): Promise<BenchBoard> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    if (reset) await sql`delete from users where username = ${USERNAME}`;
    const [existing] = await sql`select id from users where username = ${USERNAME}`;
    if (!existing) {
      console.log(`making a board of ${SAVES + PINNED} pins …`);
      const started = performance.now();
      await sql.begin(async (tx) => {
        const [user] = await tx`insert into users (username, first_name, last_name, email) values (${USERNAME}, 'Bench', 'Organizer', ${`${USERNAME}@example.com`}) returning id`;
        const me = Number(user!.id);
        const board = async (name: string, slug: string) =>
          Number((await tx`insert into boards (owner_id, name, slug, is_collaborative) values (${me}, ${name}, ${slug}, false) returning id`)[0]!.id);
        const big = await board('Big board', 'big-board');
        await board('Elsewhere', 'elsewhere');
        const sourceBoard = await board('Source', 'source');
        const section = async (title: string, position: number) =>
          Number((await tx`insert into board_sections (board_id, title, slug, position) values (${big}, ${title}, ${title.toLowerCase()}, ${position}) returning id`)[0]!.id);
        const [moveSection, readSection] = [await section('Move', 0), await section('Read', 1)];
        const pinsOf = (boardId: number, n: number) => tx`
          insert into pins (pinner_id, board_id, title, description, image_signature, image_width, image_height, dominant_color, created_at)
          select ${me}, ${boardId}, 'Bench pin ' || g, '', md5('bench-boards-' || ${boardId} || '-' || g), 1000, 1500, '#a1b2c3', now() - g * interval '1 second'
          from generate_series(1, ${n}) g`;
        await pinsOf(sourceBoard, SAVES);
        await pinsOf(big, PINNED);
        await tx`
          insert into saves (pin_id, board_id, user_id, section_id, created_at)
          select id, ${big}, ${me},
            case when rn <= ${MOVE_SECTION} then ${moveSection}::bigint when rn <= ${MOVE_SECTION + READ_SECTION} then ${readSection}::bigint end,
            created_at + interval '1 hour'
          from (select id, created_at, row_number() over (order by id) as rn from pins where board_id = ${sourceBoard}) p`;
      });
      await sql`analyze pins`;
      await sql`analyze saves`;
      console.log(`made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await sql`update users set password_hash = ${await hashPassword(PASSWORD)} where username = ${USERNAME}`;
    const [row] = await sql`
      select u.id as user_id, b.id as big, o.id as other, m.id as move_section, r.id as read_section
      from users u join boards b on b.owner_id = u.id and b.slug = 'big-board' join boards o on o.owner_id = u.id and o.slug = 'elsewhere'
      join board_sections m on m.board_id = b.id and m.title = 'Move' join board_sections r on r.board_id = b.id and r.title = 'Read'
      where u.username = ${USERNAME}`;
    return { userId: Number(row!.user_id), big: Number(row!.big), other: Number(row!.other), moveSection: Number(row!.move_section), readSection: Number(row!.read_section) };
  } finally {
    await sql.end();
  }
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/v3/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username_or_email: USERNAME, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

interface Answer {
  ms: number;
  data: unknown;
  bookmark: string | null;
}

/** One v3 request, timed from send to the whole answer read; anything but 200 stops the bench. */
async function timed(base: string, cookie: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: base, 'sec-fetch-site': 'same-origin', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  const envelope = JSON.parse(text) as { resource_response: { data: unknown; bookmark: string | null } };
  return { ms, data: envelope.resource_response.data, bookmark: envelope.resource_response.bookmark };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main(): Promise<void> {
  await ensureDatabase(databaseUrl);
  const app = await startBenchServer(await benchPort(), { env: { DATABASE_URL: databaseUrl } });
  try {
    const bench = await prepare(databaseUrl);
    const cookie = await signIn(app.url);
    const call = (method: string, path: string, body?: unknown) => timed(app.url, cookie, method, path, body);

    // The section's own pin feed when the server has it, else the board's.
    const probe = await fetch(`${app.url}/v3/board_sections/${bench.readSection}/pins/?page_size=1`, { headers: { cookie } });
    const feed = probe.status === 200 ? `/v3/board_sections/${bench.readSection}/pins/` : `/v3/boards/${bench.big}/pins/`;
    const feedName = probe.status === 200 ? `section ${bench.readSection} ("Read", ${READ_SECTION} saves)` : `board ${bench.big} (no section pin feed on this server: ${probe.status})`;
    let bookmark: string | null = null;
    for (let page = 0; page < depth; page += 1) {
      bookmark = (await call('GET', `${feed}?page_size=25${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`)).bookmark;
      if (!bookmark || bookmark === '-end-') throw new Error(`${feed} ended before page ${depth}`);
    }
    const deepPath = `${feed}?page_size=25&bookmark=${encodeURIComponent(bookmark!)}`;

    console.log(`\nboards bench: storage postgres (${new URL(databaseUrl).pathname.slice(1)}), ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`board ${bench.big}: ${SAVES + PINNED} pins (${SAVES} saves, ${PINNED} pinned); reads of ${feedName}, deep page = page ${depth + 1}`);
    const times = { move: [] as number[], first: [] as number[], deep: [] as number[] };
    const moveRound = async () => {
      const away = await call('POST', '/v3/bulk_edit/move/', { board_id: bench.big, section_id: bench.moveSection, select_all: true, to_board_id: bench.other });
      const back = await call('POST', '/v3/bulk_edit/move/', { board_id: bench.other, select_all: true, to_board_id: bench.big, to_section_id: bench.moveSection });
      for (const answer of [away, back]) {
        const moved = (answer.data as { moved: number }).moved;
        if (moved !== MOVE_SECTION) throw new Error(`a move moved ${moved} pins, not ${MOVE_SECTION}`);
        times.move.push(answer.ms);
      }
      return `move ${away.ms.toFixed(0)} + back ${back.ms.toFixed(0)} ms`;
    };
    const readRound = async (kind: 'first' | 'deep') => {
      const path = kind === 'first' ? `${feed}?page_size=25` : deepPath;
      const ms: number[] = [];
      for (let i = 0; i < reads; i += 1) ms.push((await call('GET', path)).ms);
      times[kind].push(...ms);
      return `${kind} p50 ${percentile(ms, 50).toFixed(1)} ms`;
    };
    // Warm-up: one of each, not counted.
    await call('GET', `${feed}?page_size=25`);
    await call('GET', deepPath);
    for (let round = 0; round < rounds; round += 1) {
      const steps = [moveRound, () => readRound('first'), () => readRound('deep')];
      const order = round % 2 ? steps.reverse() : steps;
      const parts: string[] = [];
      for (const step of order) parts.push(await step());
      console.log(`  round ${round + 1}: ${parts.join(', ')}`);
    }
    console.log('\nms per op');
    console.table(
      Object.entries(times).map(([op, ms]) => ({
        op: op === 'move' ? `bulk move of ${MOVE_SECTION} saves (select_all)` : `${op} page read`,
        n: ms.length,
        p50: Number(percentile(ms, 50).toFixed(1)),
        p99: Number(percentile(ms, 99).toFixed(1)),
        min: Number(Math.min(...ms).toFixed(1)),
        max: Number(Math.max(...ms).toFixed(1)),
      })),
    );
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
