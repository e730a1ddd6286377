import { z } from 'zod';
import { formTypeSegments, themeNames } from './names.ts';
import { formTypeSchema } from './page.ts';
import { sitePagesSchema } from './sitePages.ts';

export { formTypeSegments, themeNames };
export type ThemeName = (typeof themeNames)[number];

const cultureCode = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'a culture code such as "en" or "es"');

/** The texts of the banner on one form type's start page, in place of the settlement-wide ones. */
const bannerTextsSchema = z.strictObject({
  header: z.string().min(1).describe("Content key of the banner heading on this form type's start page."),
  copyLines: z.array(z.string().min(1)).describe("Content keys of the lines of text on this form type's start page."),
});

/** The settlement file: everything about the case that is not a page (spec §1, §3). */
const deadlineKeyNames = [
  'globalDeadline',
  'claimFilingDeadline',
  'automotiveFilingDeadline',
  'lookupFilingDeadline',
  'documentsUploadFilingDeadline',
] as const;

/** Texts per culture code, plus `default` for cultures not listed. */
const perCulture = z
  .record(z.string().regex(/^([a-z]{2}(-[A-Z]{2})?|default)$/, 'a culture code or "default"'), z.string().min(1))
  .describe('Per culture code (e.g. "en", "es"), plus "default".');

/**
 * Deadlines (spec §3), in either source format: a project time zone with per-culture deadline and
 * redirect per key, or the older form where each deadline names its own time zone.
 */
export const deadlinesSchema = z.union([
  z.strictObject({
    timeZone: z
      .string()
      .min(1)
      .describe('The project time zone: a Windows name ("Pacific Standard Time") or an IANA one.'),
    deadlines: z
      .partialRecord(
        z.enum(deadlineKeyNames),
        z.strictObject({
          deadlineDateTime: perCulture.describe(
            'The deadline as "MM/dd/yyyy hh:mm:ss a" or "MM/dd/yyyy", per culture.',
          ),
          redirectUrl: perCulture.optional().describe('Where to send claimants after the deadline, per culture.'),
        }),
      )
      .describe(
        'Per deadline key (globalDeadline, claimFilingDeadline, …): when it falls and where to send claimants after it.',
      ),
  }),
  z.strictObject({
    deadlines: z
      .partialRecord(
        z.enum(deadlineKeyNames),
        z.strictObject({
          timeZone: z.string().min(1).describe('A Windows or IANA time-zone name.'),
          deadline: z.string().min(1).describe('The deadline as "MM/dd/yyyy hh:mm:ss a" or "MM/dd/yyyy".'),
          redirectUrl: perCulture.optional().describe('Where to send claimants after the deadline, per culture.'),
        }),
      )
      .describe('Per deadline key (older format): each deadline with its own time zone.'),
  }),
]);
export type DeadlineSettings = z.infer<typeof deadlinesSchema>;

/** A field of a model, as "Model.field": the model's dtoMapping, a dot, the field's key. */
const fieldReference = z
  .string()
  .regex(/^[A-Z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/, 'a field as "Model.field", e.g. "ClaimantInfo.email"')
  .describe('A field as "Model.field": the model\'s dtoMapping, a dot, the field\'s key.');

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
      name: z.string().min(1).describe("The administrator's name, as the footer shows it."),
      phone: z.string().min(1).describe('Phone number as printed, e.g. "1-855-555-0142".'),
      email: z.email().describe('The address claimants write to; linked in error messages and the footer.'),
      mailingAddress: z.array(z.string().min(1)).min(1).describe('Postal address, one line per entry.'),
    })
    .describe('Who claimants contact; shown in the footer and in error messages.'),
  theme: z.string().describe('The visual theme: jnd-7-0-default, ftc-7-0-default or jnd-9-0-kontent.'),
  layout: z.enum(['standard', 'ftc', 'kontent']).describe('The page chrome variant.'),
  openHeaderLinksInNewTab: z
    .boolean()
    .default(true)
    .describe(
      'Whether the header navigation links (settlement website pages and the claim menu) open in a new tab; true when not given (spec §1). Such links tell screen readers so, with the content key LocKey_Shared_OpensInNewTab.',
    ),
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
  privacyPolicyUrl: z
    .url()
    .optional()
    .describe('The privacy policy linked from the footer; baseUrl + /privacy when not given.'),
  banner: z
    .strictObject({
      show: z.boolean().describe('Whether the banner is shown.'),
      header: z
        .string()
        .min(1)
        .describe(
          'Content key of the banner heading; its text may name the deadline of the form shown, e.g. "File by {formDeadlineLongDate}".',
        ),
      copyLines: z.array(z.string().min(1)).describe('Content keys of the centred lines of text.'),
      forms: z
        .partialRecord(formTypeSchema, bannerTextsSchema)
        .optional()
        .describe(
          "Another header and copy lines on a form type's start page, e.g. DocumentsUpload's, which is about sending documents rather than filing.",
        ),
      imgSrc: z.string().optional().describe('Path or URL of the banner image.'),
      imgAlt: z
        .string()
        .optional()
        .describe("Content key of the image's alternative text; empty for a decorative image."),
    })
    .optional()
    .describe('An announcement shown above the form.'),
  branding: z
    .strictObject({
      logoSrc: z
        .string()
        .min(1)
        .describe('Path or URL of the logo (ftc and kontent layouts), e.g. "/app/dist/images/logo.svg".'),
      logoAlt: z.string().min(1).describe("Content key of the logo's alternative text."),
      headerImageSrc: z
        .string()
        .min(1)
        .optional()
        .describe('Path or URL of the wide image under the navigation (kontent layout).'),
      headerImageAlt: z
        .string()
        .optional()
        .describe("Content key of the header image's alternative text; leave out for a decorative image."),
    })
    .optional()
    .describe("The settlement's logo and header image, shown by the ftc and kontent layouts."),
  deadlines: deadlinesSchema.optional().describe('Filing deadlines per form type; none means always open.'),
  captcha: z
    .strictObject({
      provider: z
        .enum(['hCaptcha', 'GoogleReCaptcha'])
        .describe('Which captcha service; hCaptcha unless GoogleReCaptcha.'),
    })
    .optional()
    .describe('The captcha service. It runs only when the server has a site key (CAPTCHA_SITE_KEY).'),
  wallet: z
    .strictObject({
      payPal: z
        .strictObject({
          enabled: z.boolean().describe('Offer PayPal account verification ("Log in with PayPal").'),
          authCodeExpirationMinutes: z
            .int()
            .positive()
            .optional()
            .describe('Minutes a PayPal login counts for after it succeeds; 30 when not given.'),
          emailField: z
            .string()
            .regex(/^[a-z][A-Za-z0-9]*$/, 'a field key, camelCase')
            .optional()
            .describe(
              'Key of the PaymentElection field holding the PayPal email address: "Log in with PayPal" shows under it, and the server checks it against the account logged in with. "payPalEmail" when not given.',
            ),
        })
        .describe('PayPal: account verification before a PayPal payment election.'),
    })
    .optional()
    .describe('Online wallet payment options.'),
  sitePages: sitePagesSchema.optional(),
  claimsPerMember: z
    .int()
    .positive()
    .default(1)
    .describe(
      "How many claims one class member may file with each claim form (Standard, Automotive); 1 when not given. One more is refused, at authorize and at submit, with the content key LocKey_Shared_ErrorMessage_ClaimAlreadyFiled (the reference code of the first claim and the administrator's email filled in). A claim recorded from the notice list (members.csv claimStatus) counts; a retried submission (the same Idempotency-Key) is the same claim, not another.",
    ),
  claimSignals: z
    .strictObject({
      emailField: fieldReference
        .optional()
        .describe(
          'The field holding the claimant\'s email address, as "Model.field" (e.g. "ClaimantInfo.email"): claims sharing it are flagged, and so is a disposable (throwaway) domain.',
        ),
      payoutAccountFields: z
        .array(fieldReference)
        .default([])
        .describe(
          'The fields that together name where the payment goes, as "Model.field" (e.g. "PaymentElection.payPalEmail", or a routing and an account number): claims paid to the same account are flagged, and an email address among them is checked for a disposable domain. A claim with none of them filled (a paper check) has no payout account.',
        ),
    })
    .optional()
    .describe(
      'Which answers the fraud signals kept with each claim compare (npm run claims -- flagged). They are stored only as keyed hashes, never in the clear. Without it, claims are still compared by client address, captcha score and the honeypot.',
    ),
  characterWhitelist: z
    .string()
    .min(1)
    .describe('Every character a claimant may type in a field with the characterSetRestriction rule.'),
});
export type Settlement = z.infer<typeof settlementSchema>;
