/**
 * The class-member list from the command line: `npm run members -- <command>`.
 *
 *   import <file.csv> [--batch-size <rows>]
 *     Streams a members.csv (the settlement folder's format) into the database the server uses
 *     (DATABASE_URL, else DATABASE_FILE, default var/claimkit.sqlite), migrating it first. Each row
 *     is checked like members.csv on start; a bad row is reported on stderr with its line and
 *     reason and left out, and the import goes on. Members are upserted by Notice ID, so importing
 *     again updates and never duplicates. A Notice ID on two lines: the later line wins, and a
 *     warning names both. PINs are stored only as their HMAC under the pepper (CLAIMKIT_PIN_PEPPER,
 *     else the one a development server generated in secrets/ beside DATABASE_FILE).
 *     Exit code: 0 when every row was imported, 2 when some rows were rejected (the others were
 *     imported), 1 when the import could not run (no file, no pepper, not a members list, a
 *     database error).
 *
 *   generate <count> <file.csv>
 *     Writes a members.csv of <count> synthetic members for load tests.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabaseFromEnvironment } from '../database/databaseFromEnvironment.ts';
import { generateMembersCsv } from '../members/generateMembers.ts';
import { defaultMembersBatchSize, importMembers } from '../members/importMembers.ts';
import { rowProblem } from '../members/membersCsv.ts';
import { existingPinPepper, secretsFolderOf } from '../security/serverSecrets.ts';

const usage = `Usage:
  npm run members -- import <file.csv> [--batch-size <rows>]
  npm run members -- generate <count> <file.csv>`;

/** A problem that stops the command before or while it works (exit code 1). */
class CommandError extends Error {}

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function importCommand(file: string | undefined, batchSizeOption: string | undefined): Promise<number> {
  if (!file) throw new CommandError(usage);
  if (!existsSync(file)) throw new CommandError(`${file}: no such file.`);
  const batchSize = batchSizeOption === undefined ? defaultMembersBatchSize : Number(batchSizeOption);
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new CommandError('--batch-size: a whole number of rows, 1 or more.');
  const pepper = existingPinPepper();
  if (!pepper) {
    throw new CommandError(
      `No PIN pepper: set CLAIMKIT_PIN_PEPPER (the value the server uses), or, in development, start the server once so it creates ${secretsFolderOf(process.env.DATABASE_FILE ?? 'var/claimkit.sqlite')}/pin-pepper.`,
    );
  }

  const started = process.hrtime.bigint();
  const db = await openDatabaseFromEnvironment();
  try {
    const summary = await importMembers(db, createReadStream(file), {
      pepper,
      now: new Date(),
      batchSize,
      onRejected: (line, problem) => console.error(`${file} ${rowProblem(line, problem)}`),
      onRepeated: (line, earlierLine, noticeId) =>
        console.error(
          `${file} line ${line}: warning: Notice ID ${noticeId} is also on line ${earlierLine}; line ${line} wins.`,
        ),
    }).catch((error: unknown) => {
      throw new CommandError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    });
    const elapsed = seconds(started);
    console.log(
      [
        `Imported ${file} in ${elapsed.toFixed(1)} s (${Math.round(summary.read / Math.max(elapsed, 0.001))} rows/s):`,
        `  rows read:  ${summary.read}`,
        `  inserted:   ${summary.inserted}`,
        `  updated:    ${summary.updated}`,
        `  unchanged:  ${summary.unchanged}`,
        `  rejected:   ${summary.rejected}`,
        `  Notice IDs repeated in the file: ${summary.repeated}`,
      ].join('\n'),
    );
    return summary.rejected > 0 ? 2 : 0;
  } finally {
    await db.destroy();
  }
}

async function generateCommand(countText: string | undefined, file: string | undefined): Promise<number> {
  const count = Number(countText);
  if (!file || !Number.isInteger(count) || count < 0) throw new CommandError(usage);
  const started = process.hrtime.bigint();
  await generateMembersCsv(count, createWriteStream(file));
  console.log(`Wrote ${count} synthetic members to ${file} in ${seconds(started).toFixed(1)} s.`);
  return 0;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { 'batch-size': { type: 'string' } } });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${usage}`);
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (command === 'import') return importCommand(rest[0], values['batch-size']);
  if (command === 'generate') return generateCommand(rest[0], rest[1]);
  throw new CommandError(usage);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof CommandError ? error.message : error);
    process.exitCode = 1;
  },
);
