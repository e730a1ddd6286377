import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommitDialect } from '#server/database/groupCommitSqlite.ts';

interface Tables {
  items: { id: number; name: string };
  parents: { id: number };
  children: { id: number; parent_id: number };
}

let folder: string;
let db: Kysely<Tables>;
/** A second connection to the same file: it sees only what is committed. */
let observer: SqliteDatabase.Database;
let commits: number;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'claimkit-group-commit-'));
  const file = join(folder, 'claims.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec(`
    create table items (id integer primary key, name text not null);
    create table parents (id integer primary key);
    create table children (id integer primary key,
      parent_id integer not null references parents (id) deferrable initially deferred);`);
  commits = 0;
  const prepare = (sqlText: string) => {
    if (sqlText === 'commit') commits += 1;
    return sqlite.prepare(sqlText);
  };
  db = new Kysely<Tables>({ dialect: groupCommitDialect(sqlite, prepare) });
  observer = new SqliteDatabase(file, { readonly: true });
});

afterEach(async () => {
  await db.destroy();
  observer.close();
  rmSync(folder, { recursive: true, force: true });
});

function committedNames(): string[] {
  return (observer.prepare('select name from items order by id').all() as Array<{ name: string }>).map(
    (row) => row.name,
  );
}

function insertItem(id: number, name = `item ${id}`) {
  return db.insertInto('items').values({ id, name }).execute();
}

describe('group commit on SQLite', () => {
  it('lets concurrent writes share a COMMIT, and answers each only once it is committed', async () => {
    const seenWhenAnswered: boolean[] = [];
    const writes = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? insertItem(index).then(() => seenWhenAnswered.push(committedNames().includes(`item ${index}`)))
        : db
            .transaction()
            .execute((transaction) =>
              transaction
                .insertInto('items')
                .values({ id: index, name: `item ${index}` })
                .execute(),
            )
            .then(() => seenWhenAnswered.push(committedNames().includes(`item ${index}`))),
    );
    await Promise.all(writes);

    expect(seenWhenAnswered).toEqual(Array.from({ length: 50 }, () => true));
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThan(10);
  });

  it('commits writes made one after another each at once, without waiting for company', async () => {
    for (const id of [1, 2, 3]) {
      await insertItem(id);
      expect(committedNames()).toContain(`item ${id}`);
    }
    expect(commits).toBe(3);
  });

  it('undoes a failed transaction alone, keeping the writes it was batched with', async () => {
    const failing = db.transaction().execute(async (transaction) => {
      await transaction.insertInto('items').values({ id: 1, name: 'rolled back' }).execute();
      throw new Error('the claim failed its checks');
    });
    const results = await Promise.allSettled([insertItem(2), failing, insertItem(3)]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedNames()).toEqual(['item 2', 'item 3']);
  });

  it('fails a statement that breaks a constraint alone', async () => {
    await insertItem(1, 'first');
    const results = await Promise.allSettled([insertItem(2), insertItem(1, 'duplicate'), insertItem(3)]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedNames()).toEqual(['first', 'item 2', 'item 3']);
  });

  it('answers a read of another request’s write only once that write is committed', async () => {
    let committedWhenRead: boolean | undefined;
    const write = insertItem(7);
    const read = db
      .selectFrom('items')
      .select('name')
      .where('id', '=', 7)
      .executeTakeFirst()
      .then((row) => {
        committedWhenRead = committedNames().includes('item 7');
        return row;
      });
    const [, row] = await Promise.all([write, read]);

    expect(row).toEqual({ name: 'item 7' });
    expect(committedWhenRead).toBe(true);
  });

  it('lets other processes write once its batch is committed', async () => {
    await Promise.all([insertItem(1), insertItem(2)]);
    await db.selectFrom('items').selectAll().execute();
    await new Promise((resolve) => setImmediate(resolve));

    const writer = new SqliteDatabase(join(folder, 'claims.sqlite'), { timeout: 0 });
    try {
      expect(() =>
        writer.exec("begin immediate; insert into items (id, name) values (9, 'other'); commit"),
      ).not.toThrow();
    } finally {
      writer.close();
    }
  });

  it('fails every write of a batch whose COMMIT fails, and stores none of them', async () => {
    const results = await Promise.allSettled([
      db.insertInto('parents').values({ id: 1 }).execute(),
      db.insertInto('children').values({ id: 1, parent_id: 99 }).execute(),
      insertItem(1),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(observer.prepare('select count(*) as count from parents').get()).toEqual({ count: 0 });
    expect(committedNames()).toEqual([]);
    // The next write starts a new batch and is stored.
    await insertItem(2);
    expect(committedNames()).toEqual(['item 2']);
  });
});
