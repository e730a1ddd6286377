import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { formTypeSchema } from '#pages-config/schema/page.ts';

/** A vehicle printed on a member's notice (Automotive prefill). */
export interface NoticeVehicle {
  vin: string;
  modelYear: string;
  model: string;
}

/** One row of members.csv, checked. */
export interface MemberRecord {
  noticeId: string;
  pin: string;
  firstName: string;
  lastName: string;
  streetLine1: string;
  streetLine2: string | null;
  city: string;
  subDivision: string | null;
  postalCode: string;
  country: string;
  email: string | null;
  forms: z.infer<typeof formTypeSchema>[];
  vehicles: NoticeVehicle[];
  claimStatus: string | null;
}

const optionalText = z.string().transform((value) => (value.trim() === '' ? null : value.trim()));
const requiredText = z.string().trim().min(1, 'must not be empty');

// Lists inside one CSV cell are separated by ";" (and a vehicle's parts by ":"), so the file
// stays one row per member and editable in a spreadsheet.
const formsCell = z
  .string()
  .transform((value) =>
    value
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(formTypeSchema).min(1, 'name at least one form type'));

const vehiclesCell = z.string().transform((value, context) => {
  const vehicles: NoticeVehicle[] = [];
  for (const entry of value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const [vin, modelYear, model, ...rest] = entry.split(':').map((part) => part.trim());
    if (!vin || !modelYear || !model || rest.length > 0) {
      context.addIssue({ code: 'custom', message: `write each vehicle as VIN:year:model, not "${entry}"` });
      return z.NEVER;
    }
    vehicles.push({ vin, modelYear, model });
  }
  return vehicles;
});

// A PIN is what the notice printed for the claimant to type: letters and digits only (the
// settlement's credentials form decides the exact shape, e.g. the demo's six digits). A cell with
// spaces or punctuation is a spreadsheet accident, refused rather than stored as a PIN no one can type.
const pinText = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{4,32}$/, 'must be 4 to 32 letters or digits');

const memberRow = z.object({
  noticeId: requiredText,
  pin: pinText,
  firstName: requiredText,
  lastName: requiredText,
  streetLine1: requiredText,
  streetLine2: optionalText,
  city: requiredText,
  subDivision: optionalText,
  postalCode: requiredText,
  country: requiredText,
  email: optionalText,
  forms: formsCell,
  vehicles: vehiclesCell,
  claimStatus: optionalText,
});

/** The columns of members.csv, in the order the generator writes them. */
export const memberCsvColumns = Object.keys(memberRow.shape) as (keyof typeof memberRow.shape)[];

/**
 * csv-parse options for members.csv, the same for the whole-file and the streaming reader: a header
 * row naming the columns (checked by requireMemberColumns), a record per row with the line it ends
 * on, and a row with too few or too many cells or a stray quote passed on to the row check instead
 * of stopping.
 */
export const memberCsvParseOptions = {
  columns: requireMemberColumns,
  info: true,
  skip_empty_lines: true,
  relax_column_count: true,
  // A stray quote inside a cell ("123456"x) stays in the cell for the row check to refuse, instead
  // of opening a quoted cell that swallows every row after it.
  relax_quotes: true,
  trim: false,
  bom: true,
} as const;

/** The header row must name every column; a file without them is refused before any row is read. */
export function requireMemberColumns(header: string[]): string[] {
  const missing = memberCsvColumns.filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw new Error(`the header row lacks the column(s) ${missing.join(', ')} (write: ${memberCsvColumns.join(',')})`);
  return header;
}

/** A row checked: the member, or what is wrong with it, one text per problem ("column pin: must be 4 to 32 letters or digits"). */
export type MemberRowCheck = { ok: true; member: MemberRecord } | { ok: false; problems: string[] };

/** Checks one parsed row (column name → cell) against the row schema. */
export function checkMemberRow(row: Record<string, string | undefined>): MemberRowCheck {
  const missing = memberCsvColumns.filter((column) => row[column] === undefined);
  if (missing.length > 0)
    return { ok: false, problems: [`the row has fewer cells than the header (no ${missing.join(', ')})`] };
  const result = memberRow.safeParse(row);
  if (result.success) return { ok: true, member: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `column ${issue.path.join('.')}: ${issue.message}`),
  };
}

/** One line of a problem report: where, then what. */
export function rowProblem(line: number, problem: string): string {
  return `line ${line}, ${problem}`;
}

/**
 * Reads a whole, small class-member list held in memory (members.csv: a header row naming the
 * columns, then one member per row). Throws one error listing every bad row, with its line number,
 * so a case team fixes the file in one pass. Lists of any size stream through importMembers.
 */
export function parseMembersCsv(text: string, fileName = 'members.csv'): MemberRecord[] {
  const records = parse(text, memberCsvParseOptions) as unknown as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const members: MemberRecord[] = [];
  const problems: string[] = [];
  for (const { record, info } of records) {
    const check = checkMemberRow(record);
    if (check.ok) members.push(check.member);
    else for (const problem of check.problems) problems.push(`  ${rowProblem(info.lines, problem)}`);
  }
  if (problems.length > 0) throw new Error(`${fileName} has ${problems.length} problem(s):\n${problems.join('\n')}`);
  return members;
}
