/**
 * The ceiling the server is measured against: a bare Fastify route that inserts one row per
 * request with the claims store's durability and nothing else (no session, CSRF, validation,
 * multipart, logging). SQLite with the server's pragmas (WAL, synchronous=FULL: one fsync per
 * commit), or PostgreSQL through a pool of the server's size (pg's default of 10) with
 * synchronous_commit on. Run as a child of the bench: `node bench/server/bareServer.ts`, with
 * PORT and DATABASE_FILE or DATABASE_URL; prints "listening" when ready.
 *
 * With PAGE_FILE (a gzipped HTML page), GET /page answers that file as it is, from memory: the
 * ceiling a server-rendered page is measured against (bench/server/pages.ts).
 */
import { readFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT);
const databaseUrl = process.env.DATABASE_URL || undefined;
const databaseFile = process.env.DATABASE_FILE ?? ':memory:';

const createTable =
  'create table if not exists bench_rows (id integer primary key, notice_id text not null, data text not null, created_at text not null)';

let insertRow: (noticeId: string, data: string) => Promise<number>;
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  await pool.query(createTable.replace('id integer primary key', 'id serial primary key'));
  insertRow = async (noticeId, data) => {
    const result = await pool.query<{ id: number }>(
      'insert into bench_rows (notice_id, data, created_at) values ($1, $2, $3) returning id',
      [noticeId, data, new Date().toISOString()],
    );
    return result.rows[0]?.id ?? 0;
  };
} else {
  const sqlite = new SqliteDatabase(databaseFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.exec(createTable);
  const insert = sqlite.prepare('insert into bench_rows (notice_id, data, created_at) values (?, ?, ?)');
  insertRow = async (noticeId, data) => Number(insert.run(noticeId, data, new Date().toISOString()).lastInsertRowid);
}

const app = Fastify({ logger: false });
app.post('/rows', async (request) => {
  const body = request.body as { noticeId?: string };
  return { id: await insertRow(String(body.noticeId ?? ''), JSON.stringify(body)) };
});
if (process.env.PAGE_FILE) {
  const page = readFileSync(process.env.PAGE_FILE);
  app.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-encoding', 'gzip').send(page),
  );
}
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
