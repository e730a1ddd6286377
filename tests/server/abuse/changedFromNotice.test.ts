/**
 * Finding 8 of the hostile-traffic review, changed answers: a claimant could change the name,
 * address or email the notice prefilled and nothing told the case team. Now each claim's signals
 * record which prefilled answers changed (the field keys, never the values), and names whose words
 * mix scripts (a look-alike letter), and `npm run claims -- flagged` lists them.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponse, submitResponse } from '#pages-config/api/contract.ts';
import { mixesScriptsInAWord } from '#server/claims/nameScripts.ts';
import { alexClaimantInfo } from '#tests/helpers/demoAnswers.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  multipartBody,
  startServerHarness,
  type Credentials,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

/** Taylor Example of the demo's members.csv: may file a Standard claim. */
const taylor = { noticeId: 'NWM-5Z6V-8K2D', pin: '135790' };

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

/**
 * A member files with the answers the notice prefilled (the authorize answer's prepopulatedData),
 * then these changes, from an address of their own; the reference code.
 */
async function fileWith(member: Credentials, remoteAddress: string, changes: Record<string, string>): Promise<string> {
  const claimant = server.claimant();
  const { prepopulatedData } = authorizeResponse.parse((await claimant.authorize(member)).json());
  const prefilled = Object.fromEntries(
    Object.entries(prepopulatedData[0]?.fields ?? {}).map(([name, value]) => [
      name.charAt(0).toLowerCase() + name.slice(1),
      value === '' ? null : value,
    ]),
  );
  const claimantInfo = { ...alexClaimantInfo, ...prefilled, confirmEmail: prefilled.email ?? null, ...changes };
  const { body, contentType } = await multipartBody(
    await claimant.standardParts({ credentials: { ...member }, claimantInfo }),
  );
  const response = await claimant.request({
    method: 'POST',
    url: '/api/forms/standard',
    remoteAddress,
    headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return submitResponse.parse(response.json()).referenceCodeForm ?? '';
}

/** `npm run claims -- flagged --format jsonl`, by reference code. */
function flagged(): Record<string, { reasons: string[]; changedFromNotice: string[]; mixedScriptNames: string[] }> {
  const result = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../../../server/cli/claims.ts', import.meta.url)), 'flagged', '--format', 'jsonl'],
    {
      env: {
        PATH: process.env.PATH,
        SETTLEMENT_DIR: demoSettlementDirectory,
        ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : { DATABASE_FILE: server.databaseFile }),
      },
      encoding: 'utf8',
    },
  );
  const lines = result.stdout.trim().split('\n').filter(Boolean);
  return Object.fromEntries(
    lines.map((line) => {
      const claim = JSON.parse(line) as { referenceCode: string; reasons: string[] } & Record<string, string[]>;
      return [claim.referenceCode, claim as never];
    }),
  );
}

describe('a claim whose answers differ from the notice', { timeout: 30_000 }, () => {
  let changed: string;
  let unchanged: string;
  let lookAlike: string;
  let listed: ReturnType<typeof flagged>;
  beforeAll(async () => {
    changed = await fileWith(demoMembers.alex, '203.0.113.1', { lastName: 'Sampler' });
    unchanged = await fileWith(demoMembers.jordan, '203.0.113.2', { lastName: ' example ' });
    // "Тaylor" with a Cyrillic Т (U+0422).
    lookAlike = await fileWith(taylor, '203.0.113.3', { firstName: '\u0422aylor' });
    listed = flagged();
    // Three claims and a run of the command, on a shared machine.
  }, 30_000);

  it('is flagged changed-from-notice with the key of the changed last name, not its value', () => {
    expect([
      listed[changed]?.reasons,
      listed[changed]?.changedFromNotice,
      JSON.stringify(listed).includes('Sampler'),
    ]).toEqual([['changed-from-notice'], ['claimantInfo.lastName'], false]);
  });

  it('is not flagged when the prefilled last name is kept (spacing and case aside)', () => {
    expect(listed[unchanged]).toBeUndefined();
  });

  it('is flagged mixed-script-name when a word of a name mixes scripts', () => {
    expect([listed[lookAlike]?.reasons, listed[lookAlike]?.mixedScriptNames]).toEqual([
      ['changed-from-notice', 'mixed-script-name'],
      ['claimantInfo.firstName'],
    ]);
  });
});

describe('a word that mixes scripts', () => {
  it('is found in a Latin name with a Cyrillic or Greek letter', () => {
    expect(['\u0410lex', 'Sam\u03bfle'].map(mixesScriptsInAWord)).toEqual([true, true]);
  });

  it('is not found in names whose words each keep to one script, or to Japanese', () => {
    expect(['José María', 'María 李', 'Анна Smith', '山田 たろう', 'O’Brien-Smith'].map(mixesScriptsInAWord)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
