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

const memberRow = z.object({
  noticeId: requiredText,
  pin: requiredText,
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

/**
 * Reads the class-member list (members.csv: a header row naming the columns, then one member per
 * row). Throws one error listing every bad row, with its line number, so a case team fixes the
 * file in one pass.
 */
export function parseMembersCsv(text: string, fileName = 'members.csv'): MemberRecord[] {
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: false, bom: true }) as Record<
    string,
    string
  >[];
  const members: MemberRecord[] = [];
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const result = memberRow.safeParse(row);
    // Line 1 is the header, so data row 0 is on line 2.
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`  line ${index + 2}, column ${issue.path.join('.')}: ${issue.message}`);
    } else {
      members.push(result.data);
    }
  });
  if (problems.length > 0) throw new Error(`${fileName} has ${problems.length} problem(s):\n${problems.join('\n')}`);
  return members;
}
