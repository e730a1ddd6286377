import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { normaliseNoticeId } from '../security/credentials.ts';
import { checkMemberRow, memberCsvParseOptions, type MemberRecord } from './membersCsv.ts';
import { upsertMembers } from './membersRepository.ts';
import { SeenNoticeIds } from './seenNoticeIds.ts';

export interface ImportMembersOptions {
  /** The PIN pepper (CLAIMKIT_PIN_PEPPER): PINs are stored only as their HMAC under it. */
  pepper: string;
  /** The time written as created_at / updated_at. */
  now: Date;
  /** Members written per transaction: few enough to keep memory flat, many enough for speed. */
  batchSize?: number;
  /** A row left out, with the line it ends on and why (one call per problem of the row). */
  onRejected?: (line: number, problem: string) => void;
  /** A Notice ID already on an earlier line: the later row wins. */
  onRepeated?: (line: number, earlierLine: number, noticeId: string) => void;
}

/** What an import did. Every row read is counted once in inserted, updated, unchanged or rejected. */
export interface MembersImportSummary {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Rows whose Notice ID an earlier row of the file had (also counted where they were written). */
  repeated: number;
}

export const defaultMembersBatchSize = 2000;

/**
 * Streams a members.csv into the database: each row checked with the members.csv row schema, good
 * rows upserted by Notice ID in batches of `batchSize`, one transaction a batch, so memory stays
 * flat whatever the file's size. A bad row is reported (onRejected) and passed over; the import
 * goes on. A Notice ID that repeats inside the file is reported (onRepeated) and the later row
 * wins, as if the file were imported again with only that row. A file that is not a members list
 * (its header lacks a column) or cannot be read throws before or while reading; the batches written
 * by then stay written, and importing the fixed file again completes the rest.
 */
export async function importMembers(
  db: Kysely<Database>,
  source: Readable,
  options: ImportMembersOptions,
): Promise<MembersImportSummary> {
  const batchSize = options.batchSize ?? defaultMembersBatchSize;
  const summary: MembersImportSummary = { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, repeated: 0 };
  const seen = new SeenNoticeIds();
  let batch: MemberRecord[] = [];
  let batchIds = new Set<string>();

  const flush = async () => {
    if (batch.length === 0) return;
    const counts = await upsertMembers(db, batch, options.pepper, options.now);
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    batch = [];
    batchIds = new Set();
  };

  const parser = parse({ ...memberCsvParseOptions, skip_records_with_error: true });
  // A row csv-parse cannot read (a stray quote) is skipped with its error, like a row the schema refuses.
  parser.on('skip', (error: CsvError) => {
    summary.read += 1;
    summary.rejected += 1;
    options.onRejected?.(Number(error.lines), `not readable as CSV: ${error.message}`);
  });
  source.on('error', (error) => parser.destroy(error));

  for await (const { record, info } of source.pipe(parser) as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    const line = info.lines;
    summary.read += 1;
    const check = checkMemberRow(record);
    if (!check.ok) {
      summary.rejected += 1;
      for (const problem of check.problems) options.onRejected?.(line, problem);
      continue;
    }
    const noticeId = normaliseNoticeId(check.member.noticeId);
    const earlierLine = seen.see(noticeId, line);
    if (earlierLine !== undefined) {
      summary.repeated += 1;
      options.onRepeated?.(line, earlierLine, check.member.noticeId);
      // The earlier row is in this batch: write it first, so the later one is written after it.
      if (batchIds.has(noticeId)) await flush();
    }
    batch.push(check.member);
    batchIds.add(noticeId);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return summary;
}
