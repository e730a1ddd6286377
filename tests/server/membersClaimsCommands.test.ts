import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseFromEnvironment } from '#server/database/databaseFromEnvironment.ts';
import { memberCsvColumns } from '#server/members/membersCsv.ts';
import { DataEncryption, generateDataKey } from '#server/security/dataEncryption.ts';
import { sealedSensitiveValuesOnly } from '#tests/helpers/legacyClaims.ts';
import { demoSettlementDirectory } from '#tests/helpers/serverHarness.ts';

// The commands as a case team runs them (npm run members / claims): node on the script, in a
// folder of their own, on a temporary SQLite file. Each run starts Node
// afresh, which the shared test machine may make slow: hence the long timeouts.
const slow = { timeout: 90_000 };

const commands = fileURLToPath(new URL('../../server/cli/', import.meta.url));
let directory: string;
let environment: NodeJS.ProcessEnv;

beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'claimkit-commands-'));
  environment = {
    PATH: process.env.PATH,
    DATABASE_FILE: join(directory, 'claimkit.sqlite'),
    CLAIMKIT_PIN_PEPPER: 'test-pepper-not-secret',
    SETTLEMENT_DIR: demoSettlementDirectory,
  };
});
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

function run(command: 'members' | 'claims', args: string[], extraEnvironment: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [join(commands, `${command}.ts`), ...args], {
    cwd: directory,
    env: { ...environment, ...extraEnvironment },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function membersFile(name: string, ...rows: string[]): string {
  const file = join(directory, name);
  writeFileSync(file, `${memberCsvColumns.join(',')}\n${rows.join('\n')}\n`);
  return file;
}

const alex = 'NWM-4J7K-2Q9P,583104,Alex,Sample,100 Main St,,Springfield,IL,62701,US,,Standard,,';
const jordan = 'NWM-8H3D-6T1W,270945,Jordan,Example,22 Oak Ave,,Austin,TX,78701,US,,Standard;Automotive,,';

describe('npm run members -- import', slow, () => {
  it('exits 2 when some rows were rejected, naming each by line and reason, and imports the rest', () => {
    const file = membersFile('some-bad.csv', alex, 'NWM-1111-2222,12 34,A,B,1 St,,C,IL,1,US,,Standard,,', jordan);
    const { code, stdout, stderr } = run('members', ['import', file]);
    expect([code, stderr.trim()]).toEqual([2, `${file} line 3, column pin: must be 4 to 32 letters or digits`]);
    expect(stdout).toMatch(/rows read: +3\n +inserted: +2\n +updated: +0\n +unchanged: +0\n +rejected: +1\n/);
    expect(stdout).toMatch(/^Imported .+ in \d+\.\d s \(\d+ rows\/s\):/);
  });

  it('exits 0 when every row was imported, and a second run changes nothing', () => {
    const file = membersFile('good.csv', alex, jordan);
    const first = run('members', ['import', file]);
    const second = run('members', ['import', file]);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(second.stdout).toMatch(/inserted: +0\n +updated: +0\n +unchanged: +2\n +rejected: +0\n/);
  });

  it('exits 1 for a file that is not there', () => {
    const { code, stderr } = run('members', ['import', join(directory, 'missing.csv')]);
    expect([code, stderr]).toEqual([1, `${join(directory, 'missing.csv')}: no such file.\n`]);
  });

  it('exits 1 without a PIN pepper, rather than hash PINs the server could not check', () => {
    const { code, stderr } = run('members', ['import', membersFile('no-pepper.csv', alex)], {
      CLAIMKIT_PIN_PEPPER: '',
    });
    expect([code, stderr]).toEqual([1, expect.stringMatching(/^No PIN pepper: set CLAIMKIT_PIN_PEPPER/)]);
  });

  it('exits 1 for a file that is not a members list', () => {
    const file = join(directory, 'not-members.csv');
    writeFileSync(file, 'name,email\nA,a@example.com\n');
    const { code, stderr } = run('members', ['import', file]);
    expect([code, stderr]).toEqual([1, expect.stringContaining('the header row lacks the column(s) noticeId, pin')]);
  });
});

describe('npm run members -- generate', slow, () => {
  it('writes a members file that imports cleanly', () => {
    const file = join(directory, 'generated.csv');
    const generated = run('members', ['generate', '250', file]);
    const imported = run('members', ['import', file]);
    expect([generated.code, imported.code, imported.stderr]).toEqual([0, 0, '']);
    expect(imported.stdout).toMatch(/rows read: +250\n +inserted: +250\n/);
  });
});

describe('npm run claims -- export', slow, () => {
  let referenceCode: string;
  beforeAll(async () => {
    run('members', ['import', join(demoSettlementDirectory, 'members.csv')]);
    const db = await openDatabaseFromEnvironment(environment);
    referenceCode = 'NWM-7K2Q-M9XD';
    await db
      .insertInto('claims')
      .values({
        id: randomUUID(),
        reference_code: referenceCode,
        form_type: 'Standard',
        notice_id: 'NWM4J7K2Q9P',
        culture: 'en',
        config_hash: 'a'.repeat(64),
        created_at: '2027-02-01T10:00:00.000Z',
        models: JSON.stringify({ claimantInfo: { clientId: 'c1', fields: { firstName: 'Alex' } } }),
        signature: 'Alex Sample',
        attestation_text: 'I declare…',
      })
      .execute();
    await db.destroy();
  }, slow.timeout);

  it('writes csv to stdout by default', () => {
    const { code, stdout, stderr } = run('claims', ['export']);
    const [header, row] = stdout.split('\n');
    expect([code, stderr]).toEqual([0, expect.stringMatching(/^Exported 1 claim\(s\) in /)]);
    expect(header).toMatch(
      /^referenceCode,formType,noticeId,culture,configHash,createdAt,signature,ClaimantInfo\.firstName,/,
    );
    expect(row).toMatch(
      new RegExp(`^${referenceCode},Standard,NWM4J7K2Q9P,en,a{64},2027-02-01T10:00:00.000Z,Alex Sample,Alex,`),
    );
  });

  it('writes jsonl and the manifest to files, filtered by --since and --form', () => {
    const out = join(directory, 'claims.jsonl');
    const manifest = join(directory, 'documents.jsonl');
    const kept = run('claims', [
      'export',
      '--format',
      'jsonl',
      '--since',
      '2027-02-01',
      '--form',
      'standard',
      '--out',
      out,
      '--manifest',
      manifest,
    ]);
    expect([kept.code, readFileSync(out, 'utf8').split('\n').length, readFileSync(manifest, 'utf8')]).toEqual([
      0,
      2,
      '',
    ]);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ referenceCode, 'ClaimantInfo.firstName': 'Alex' });

    const none = run('claims', ['export', '--format', 'jsonl', '--since', '2027-02-01T10:00:00.001Z', '--out', out]);
    expect([none.code, readFileSync(out, 'utf8')]).toEqual([0, '']);
  });

  it('exits 1 for a form type that files no claims, or a time that is not one', () => {
    const form = run('claims', ['export', '--form', 'Lookup']);
    const since = run('claims', ['export', '--since', 'yesterday']);
    expect([form.code, form.stderr, since.code, since.stderr]).toEqual([
      1,
      '--form: one of Standard, Automotive, not "Lookup".\n',
      1,
      expect.stringMatching(/^--since: an ISO 8601 time/),
    ]);
  });
});

// A claim filed before every answer was sealed: its sensitive values alone sealed, one by one.
describe('npm run claims -- export of sealed values', slow, () => {
  const key = generateDataKey();
  const sealedEnvironment = () => ({
    DATABASE_FILE: join(directory, 'sealed.sqlite'),
    CLAIMKIT_DATA_KEY: key.key.toString('base64'),
  });
  beforeAll(async () => {
    run('members', ['import', join(demoSettlementDirectory, 'members.csv')], sealedEnvironment());
    const db = await openDatabaseFromEnvironment({ ...environment, ...sealedEnvironment() });
    const id = randomUUID();
    const sealed = sealedSensitiveValuesOnly(
      new DataEncryption(key),
      id,
      {
        claimantInfo: { clientId: 'c1', fields: { firstName: 'Alex', dateOfBirth: '01/02/1980' } },
        paymentElection: {
          clientId: 'p1',
          fields: { paymentMethod: 'PayPal', payPalEmail: 'alex.wallet@example.com' },
        },
      },
      { claimantInfo: ['dateOfBirth'], paymentElection: ['payPalEmail'] },
    );
    await db
      .insertInto('claims')
      .values({
        id,
        reference_code: 'NWM-SEAL-ED01',
        form_type: 'Standard',
        notice_id: 'NWM4J7K2Q9P',
        culture: 'en',
        config_hash: 'a'.repeat(64),
        created_at: '2027-02-01T10:00:00.000Z',
        models: JSON.stringify(sealed.models),
        signature: 'Alex Sample',
        attestation_text: 'I declare…',
        data_key_id: sealed.dataKey.keyId,
        wrapped_data_key: sealed.dataKey.ciphertext,
      })
      .execute();
    await db.destroy();
  }, slow.timeout);

  it('writes them masked by default', () => {
    const { code, stdout, stderr } = run('claims', ['export', '--format', 'jsonl'], sealedEnvironment());
    expect([code, stderr]).toEqual([0, expect.stringMatching(/^Exported 1 claim\(s\) in /)]);
    expect(JSON.parse(stdout)).toMatchObject({
      'ClaimantInfo.firstName': 'Alex',
      'ClaimantInfo.dateOfBirth': '••/••/••••',
      'PaymentElection.payPalEmail': 'a•••@example.com',
    });
  });

  it('writes them in full with --unmasked, warning on stderr', () => {
    const { code, stdout, stderr } = run('claims', ['export', '--format', 'jsonl', '--unmasked'], sealedEnvironment());
    expect([code, stderr]).toEqual([0, expect.stringMatching(/^Warning: --unmasked writes dates of birth, bank/)]);
    expect(JSON.parse(stdout)).toMatchObject({
      'ClaimantInfo.dateOfBirth': '01/02/1980',
      'PaymentElection.payPalEmail': 'alex.wallet@example.com',
    });
  });

  it('exits 1 without the data key, saying which claim and what to set', () => {
    const { code, stderr } = run('claims', ['export'], { ...sealedEnvironment(), CLAIMKIT_DATA_KEY: undefined });
    expect([code, stderr]).toEqual([
      1,
      'The sealed answers of claim NWM-SEAL-ED01 cannot be decrypted: no data key is configured. Set CLAIMKIT_DATA_KEY (and CLAIMKIT_PREVIOUS_DATA_KEYS after a rotation) to the keys the server sealed it with.\n',
    ]);
  });
});
