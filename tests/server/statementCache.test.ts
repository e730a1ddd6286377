import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '#server/database/createDatabase.ts';

let sqlite: SqliteDatabase.Database;
afterEach(() => {
  sqlite.close();
});

function openCached() {
  sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table items (id integer primary key, name text)');
  return withStatementCache(sqlite);
}

describe('the SQLite statement cache', () => {
  it('hands out the same prepared statement for the same SQL', () => {
    const database = openCached();
    expect(database.prepare('select name from items where id = ?')).toBe(
      database.prepare('select name from items where id = ?'),
    );
  });

  it('gives a fresh statement while the cached one is being iterated', () => {
    const database = openCached();
    database.prepare('insert into items (name) values (?)').run(['a']);
    database.prepare('insert into items (name) values (?)').run(['b']);
    const iterating = database.prepare('select name from items');
    const names: unknown[] = [];
    for (const row of iterating.iterate([])) names.push(row, ...database.prepare('select name from items').all([]));
    expect(names).toEqual([{ name: 'a' }, { name: 'a' }, { name: 'b' }, { name: 'b' }, { name: 'a' }, { name: 'b' }]);
  });

  it('keeps answering past the number of statements it keeps', () => {
    const database = openCached();
    for (let index = 0; index < 600; index += 1) database.prepare(`select ${index} as value`).all([]);
    expect(database.prepare('select 7 as value').all([])).toEqual([{ value: 7 }]);
  });
});
