import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vinProblem } from '#pages-config/rules/vin.ts';
import { openDatabaseFromEnvironment } from '#server/database/databaseFromEnvironment.ts';
import type { Database } from '#server/database/schema.ts';
import { generateMembersCsv } from '#server/members/generateMembers.ts';
import { importMembers, type ImportMembersOptions } from '#server/members/importMembers.ts';
import { memberCsvColumns } from '#server/members/membersCsv.ts';
import { hashPin } from '#server/security/credentials.ts';

const pepper = 'test-pepper-not-secret';
const header = memberCsvColumns.join(',');

let directory: string;
let databaseFile: string;
let db: Kysely<Database>;
beforeEach(async () => {
  directory = mkdtempSync(join(tmpdir(), 'claimkit-import-'));
  databaseFile = join(directory, 'claimkit.sqlite');
  db = await openDatabaseFromEnvironment({ DATABASE_FILE: databaseFile });
});
afterEach(async () => {
  await db.destroy();
  rmSync(directory, { recursive: true, force: true });
});

function csv(...rows: string[]): Readable {
  return Readable.from([`${header}\n${rows.join('\n')}\n`]);
}

/** Imports the text, collecting what it reports. */
async function run(source: Readable, options: Partial<ImportMembersOptions> = {}) {
  const rejected: string[] = [];
  const repeated: string[] = [];
  const summary = await importMembers(db, source, {
    pepper,
    now: new Date('2027-01-15T12:00:00Z'),
    onRejected: (line, problem) => rejected.push(`line ${line}, ${problem}`),
    onRepeated: (line, earlierLine, noticeId) => repeated.push(`${noticeId} on ${earlierLine} and ${line}`),
    ...options,
  });
  return { summary, rejected, repeated };
}

async function storedMembers() {
  return db.selectFrom('class_members').selectAll().orderBy('notice_id').execute();
}

const alex = 'NWM-4J7K-2Q9P,583104,Alex,Sample,100 Main St,,Springfield,IL,62701,US,alex.sample@example.com,Standard,,';
const jordan =
  'NWM-8H3D-6T1W,270945,Jordan,Example,22 Oak Ave,Apt 4B,Austin,TX,78701,US,,Standard;Automotive,5NWCA4EB1KA102938:2019:Aurora,';
const casey = 'NWM-2C5R-9M4X,991027,Casey,Demo,12 Rue de la Paix,,Paris,,75002,FR,casey.demo@example.net,Standard,,';

describe('importing a members file with good and bad rows', () => {
  it('imports the good rows and reports each bad one by line and reason, without stopping', async () => {
    const { summary, rejected } = await run(
      csv(
        alex,
        'NWM-1111-2222,123-45,Bad,Pin,1 St,,City,IL,62701,US,,Standard,,',
        jordan,
        'NWM-3333-4444,654321,No,Forms,1 St,,City,IL,62701,US,,Bogus,,',
        'NWM-5555-6666,654321,Too,Few',
        casey,
      ),
    );
    expect(rejected).toEqual([
      'line 3, column pin: must be 4 to 32 letters or digits',
      'line 5, column forms.0: Invalid option: expected one of "Standard"|"Automotive"|"Lookup"|"DocumentsUpload"',
      'line 6, the row has fewer cells than the header (no streetLine1, streetLine2, city, subDivision, postalCode, country, email, forms, vehicles, claimStatus)',
    ]);
    expect(summary).toEqual({ read: 6, inserted: 3, updated: 0, unchanged: 0, rejected: 3, repeated: 0 });
    expect((await storedMembers()).map((member) => member.notice_id)).toEqual([
      'NWM2C5R9M4X',
      'NWM4J7K2Q9P',
      'NWM8H3D6T1W',
    ]);
  });

  it('refuses a row with a stray quote on its own line, and goes on with the rows after it', async () => {
    const { summary, rejected } = await run(
      csv(alex, 'NWM-7777-8888,"123456"x,A,B,1 St,,C,IL,1,US,,Standard,,', jordan),
    );
    expect([rejected, summary.inserted, summary.rejected]).toEqual([
      ['line 3, column pin: must be 4 to 32 letters or digits'],
      2,
      1,
    ]);
  });

  it('reports a quote never closed as not readable, with the line where the file ends', async () => {
    const { summary, rejected } = await run(csv(alex, 'NWM-7777-8888,"123456,A,B,1 St,,C,IL,1,US,,Standard,,', jordan));
    expect([summary.inserted, summary.rejected, rejected]).toEqual([
      1,
      1,
      [expect.stringMatching(/^line 4, not readable as CSV: Quote Not Closed/)],
    ]);
  });

  it('refuses a file whose header lacks a column, before writing anything', async () => {
    const source = Readable.from(['noticeId,firstName\nNWM-4J7K-2Q9P,Alex\n']);
    await expect(run(source)).rejects.toThrow(/the header row lacks the column\(s\) pin, lastName/);
    expect(await storedMembers()).toEqual([]);
  });

  it('stores each PIN only as its HMAC under the pepper, nowhere in plain text', async () => {
    await run(csv(alex, jordan, casey));
    const members = await storedMembers();
    expect(members.map((member) => member.pin_hash)).toEqual([
      hashPin(pepper, 'NWM-2C5R-9M4X', '991027'),
      hashPin(pepper, 'NWM-4J7K-2Q9P', '583104'),
      hashPin(pepper, 'NWM-8H3D-6T1W', '270945'),
    ]);
    await db.destroy();
    const bytes = [databaseFile, `${databaseFile}-wal`]
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString('latin1'))
      .join('');
    db = await openDatabaseFromEnvironment({ DATABASE_FILE: databaseFile });
    expect(['583104', '270945', '991027'].filter((pin) => bytes.includes(pin))).toEqual([]);
  });

  it('writes members across many small batches the same as in one', async () => {
    const { summary } = await run(csv(alex, jordan, casey), { batchSize: 1 });
    expect([summary.inserted, (await storedMembers()).length]).toEqual([3, 3]);
  });
});

describe('importing the same file again', () => {
  it('changes nothing and duplicates nothing', async () => {
    await run(csv(alex, jordan, casey));
    const before = await storedMembers();
    const { summary } = await run(csv(alex, jordan, casey));
    expect(summary).toEqual({ read: 3, inserted: 0, updated: 0, unchanged: 3, rejected: 0, repeated: 0 });
    expect(await storedMembers()).toEqual(before);
  });

  it('updates a member whose PIN changed, with a new hash, and no second row', async () => {
    await run(csv(alex, jordan));
    const { summary } = await run(csv(alex.replace('583104', '111222'), jordan));
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    const members = await storedMembers();
    expect(members.map((member) => [member.notice_id, member.pin_hash])).toEqual([
      ['NWM4J7K2Q9P', hashPin(pepper, 'NWM-4J7K-2Q9P', '111222')],
      ['NWM8H3D6T1W', hashPin(pepper, 'NWM-8H3D-6T1W', '270945')],
    ]);
  });

  it('keeps a member the new file leaves out', async () => {
    await run(csv(alex, jordan));
    await run(csv(jordan));
    expect((await storedMembers()).length).toBe(2);
  });
});

describe('a Notice ID on two lines of one file', () => {
  it('keeps the later line and names both lines in a warning', async () => {
    const later = alex.replace('Springfield', 'Chicago').replace('NWM-4J7K-2Q9P', 'nwm-4j7k-2q9p');
    const { summary, repeated } = await run(csv(alex, jordan, later));
    expect(repeated).toEqual(['nwm-4j7k-2q9p on 2 and 4']);
    expect(summary).toMatchObject({ read: 3, inserted: 2, updated: 1, repeated: 1 });
    const members = await storedMembers();
    expect(members.map((member) => [member.notice_id, member.city])).toEqual([
      ['NWM4J7K2Q9P', 'Chicago'],
      ['NWM8H3D6T1W', 'Austin'],
    ]);
  });
});

describe('generated members', () => {
  it('import cleanly: unique Notice IDs, six-digit PINs, valid VINs, some addresses outside the US', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await generateMembersCsv(400, output);
    const text = Buffer.concat(chunks).toString('utf8');

    const { summary, rejected } = await run(Readable.from([text]));
    expect(rejected).toEqual([]);
    expect(summary).toEqual({ read: 400, inserted: 400, updated: 0, unchanged: 0, rejected: 0, repeated: 0 });

    const members = await storedMembers();
    const vins = members.flatMap((member) => (JSON.parse(member.vehicles) as { vin: string }[]).map(({ vin }) => vin));
    expect(vins.length).toBeGreaterThan(0);
    expect(vins.filter((vin) => vinProblem(vin) !== null)).toEqual([]);
    expect(members.filter((member) => member.country !== 'US').length).toBeGreaterThan(0);
    expect(new Set(members.map((member) => member.forms))).toEqual(
      new Set(['["Standard"]', '["Automotive"]', '["Standard","Automotive"]']),
    );

    const firstRow = text.split('\n')[1]?.split(',') ?? [];
    const stored = members.find((member) => member.notice_id === firstRow[0]?.replace(/-/g, ''));
    expect([/^NWM-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(firstRow[0] ?? ''), stored?.pin_hash]).toEqual([
      true,
      hashPin(pepper, firstRow[0] ?? '', firstRow[1] ?? ''),
    ]);
  });
});
