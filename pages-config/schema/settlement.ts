import { z } from 'zod';
import { formTypeSegments, themeNames } from './names.ts';
import { formTypeSchema } from './page.ts';

export { formTypeSegments, themeNames };
export type ThemeName = (typeof themeNames)[number];

const cultureCode = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'a culture code such as "en" or "es"');

/** The settlement file: everything about the case that is not a page (spec §1, §3). */
export const settlementSchema = z.strictObject({
  $schema: z.string().optional().describe('Path of the JSON Schema, for editors.'),
  case: z
    .strictObject({
      name: z.string().min(1).describe('The case name as the notice gives it.'),
      number: z.string().min(1).describe('The case number, e.g. "Case No. 3:25-cv-04821".'),
      court: z.string().min(1).describe('The court.'),
    })
    .describe('The case this site serves.'),
  claimsAdministrator: z
    .strictObject({
      name: z.string().min(1),
      phone: z.string().min(1).describe('Phone number as printed, e.g. "1-855-555-0142".'),
      email: z.email(),
      mailingAddress: z.array(z.string().min(1)).min(1).describe('Postal address, one line per entry.'),
    })
    .describe('Who claimants contact; shown in the footer and in error messages.'),
  theme: z.string().describe('The visual theme: jnd-7-0-default, ftc-7-0-default or jnd-9-0-kontent.'),
  layout: z.enum(['standard', 'ftc', 'kontent']).describe('The page chrome variant.'),
  cultures: z
    .strictObject({
      default: cultureCode.describe('The culture used when none is asked for.'),
      enabled: z
        .record(z.string().min(1), cultureCode)
        .describe('Languages offered: the name shown in the language selector to the culture code.'),
    })
    .describe('The languages of the site.'),
  referenceCodePrefix: z
    .string()
    .regex(/^[A-Z]{2,5}$/, 'two to five capital letters')
    .describe('Prefix of every claim reference code, e.g. "NWM".'),
  baseUrl: z.url().describe('Base URL of the settlement website (documents, FAQ, contact, dates pages).'),
  forms: z
    .array(formTypeSchema)
    .min(1)
    .describe('The form types this settlement offers; each needs forms/<kebab-name>.json.'),
  characterWhitelist: z
    .string()
    .min(1)
    .describe('Every character a claimant may type in a field with the characterSetRestriction rule.'),
});
export type Settlement = z.infer<typeof settlementSchema>;
