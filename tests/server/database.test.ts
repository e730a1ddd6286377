import { existsSync, readFileSync, statSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { parseMembersCsv } from '#server/members/membersCsv.ts';
import { upsertMembers } from '#server/members/membersRepository.ts';
import { hashPin } from '#server/security/credentials.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  startServerHarness,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';
import { testDatabaseKind } from '#tests/helpers/testDatabase.ts';

let server: ServerHarness;
let sessionId: string;
beforeAll(async () => {
  server = await startServerHarness();
  // Put a session, an authorization and a filed claim in the database before looking at its bytes.
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const response = await claimant.submitStandard(await claimant.standardParts());
  submitResponse.parse(response.json());
  sessionId = claimant.sessionId ?? '';
});
afterAll(async () => {
  await server.close();
});

/** Every row of every table, as text: what a copy of the database would give away. */
async function storedText(): Promise<string> {
  const tables = await server.app.db.introspection.getTables();
  const results = await Promise.all(
    tables.map((table) => sql`select * from ${sql.table(table.name)}`.execute(server.app.db)),
  );
  return JSON.stringify(results.map((result) => result.rows));
}

function databaseBytes(): string {
  // WAL mode: recent writes may still be in the -wal file rather than the main file.
  return [server.databaseFile, `${server.databaseFile}-wal`]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('');
}

describe('the database', () => {
  it('enforces foreign keys', async () => {
    const claimOfNoMember = server.app.db
      .insertInto('claims')
      .values({
        id: 'claim-of-no-member',
        reference_code: 'NWM-NOMEMBER',
        form_type: 'Standard',
        notice_id: 'NOSUCHNOTICE',
        culture: 'en',
        config_hash: '',
        created_at: new Date().toISOString(),
        models: '{}',
        signature: '',
        attestation_text: '',
      })
      .execute();
    await expect(claimOfNoMember).rejects.toThrow(/foreign key/i);
  });

  it('holds the demo members', async () => {
    const members = await server.app.db.selectFrom('class_members').select('notice_id').execute();
    expect(members).toHaveLength(5);
  });

  it('stores the PIN as an HMAC under the pepper', async () => {
    const member = await server.app.db
      .selectFrom('class_members')
      .select('pin_hash')
      .where('notice_id', '=', 'NWM4J7K2Q9P')
      .executeTakeFirstOrThrow();
    expect(member.pin_hash).toBe(hashPin(server.pinPepper, demoMembers.alex.noticeId, demoMembers.alex.pin));
  });

  it('holds no demo PIN in plain text in any row', async () => {
    const text = await storedText();
    const found = Object.values(demoMembers).filter((member) => text.includes(member.pin));
    expect(found).toEqual([]);
  });

  it('holds no session id from a cookie in any row, only its hash', async () => {
    expect([sessionId.length, (await storedText()).includes(sessionId)]).toEqual([43, false]);
  });

  it('loads the same members file twice without duplicates', async () => {
    const members = parseMembersCsv(readFileSync(`${demoSettlementDirectory}/members.csv`, 'utf8'));
    await upsertMembers(server.app.db, members, server.pinPepper, new Date());
    const count = await server.app.db
      .selectFrom('class_members')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(5);
  });
});

describe('sessions', () => {
  it('store only the SHA-256 of the cookie id', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const stored = await server.app.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(claimant.sessionId);
  });
});

describe('members.csv', () => {
  it('lists every bad row with its line number', () => {
    const csv =
      'noticeId,pin,firstName,lastName,streetLine1,streetLine2,city,subDivision,postalCode,country,email,forms,vehicles,claimStatus\nNWM-1,1,A,B,1 St,,C,,1,US,,Bogus,,\n';
    expect(() => parseMembersCsv(csv)).toThrow(/line 2, column forms/);
  });

  it('reads vehicles written as VIN:year:model', () => {
    const csv = readFileSync(`${demoSettlementDirectory}/members.csv`, 'utf8');
    const riley = parseMembersCsv(csv).find((member) => member.noticeId === demoMembers.riley.noticeId);
    expect(riley?.vehicles).toEqual([
      { vin: '5NWCA4EB9LA557201', modelYear: '2020', model: 'Aurora' },
      { vin: '5NWAU2FC1MB884410', modelYear: '2021', model: 'Cascade' },
    ]);
  });
});

// The SQLite file's own settings and bytes; PostgreSQL keeps its files to itself.
if (testDatabaseKind === 'sqlite') {
  describe('the SQLite file', () => {
    it('runs in WAL mode', async () => {
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(server.app.db);
      expect(rows[0]?.journal_mode).toBe('wal');
    });

    it('has foreign keys switched on', async () => {
      const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(server.app.db);
      expect(rows[0]?.foreign_keys).toBe(1);
    });

    it('holds no demo PIN in plain text anywhere in its bytes', () => {
      const bytes = databaseBytes();
      const found = Object.values(demoMembers).filter((member) => bytes.includes(member.pin));
      expect(found).toEqual([]);
    });

    it('holds no session id from a cookie anywhere in its bytes', () => {
      expect([sessionId.length, databaseBytes().includes(sessionId)]).toEqual([43, false]);
    });

    it('is readable by the server’s user only', () => {
      expect((statSync(server.databaseFile).mode & 0o777).toString(8)).toBe('600');
    });
  });
}
