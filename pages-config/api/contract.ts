/**
 * Shapes of the JSON API of spec §7, shared by the server (request and response schemas) and the
 * client (RTK Query). One definition, so the two cannot drift apart.
 */
import { z } from 'zod';
import { defaultMaxTextLength } from '../rules/textLimits.ts';
import { effectiveFieldConfigSchema } from '../schema/field.ts';
import { dtoMappingSchema, formTypeSchema, stepSchema } from '../schema/page.ts';
import { sitePagesSchema } from '../schema/sitePages.ts';
import { deadlineKeys } from './deadlineKeys.ts';

export { deadlineKeys } from './deadlineKeys.ts';

/** Every error the API sends: a message the claimant can act on, in their language. */
export const errorResponse = z.object({
  error: z.string(),
  /** For a 400 on submit: per model and field, the messages of the rules the value fails. */
  fieldErrors: z.record(z.string(), z.record(z.string(), z.array(z.string()))).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const csrfResponse = z.object({ requestHeaderName: z.string(), requestToken: z.string() });
export type CsrfResponse = z.infer<typeof csrfResponse>;

/** Server model config entry (spec §3); each field with the dependencies it inherits from its blocks. */
export const serverModelConfig = z.object({
  metadataHash: z.string(),
  metadata: z.object({ dtoMapping: dtoMappingSchema, formType: formTypeSchema }),
  fields: z.array(effectiveFieldConfigSchema),
});
export type ServerModelConfig = z.infer<typeof serverModelConfig>;
export const formsConfigResponse = z.array(serverModelConfig);

/** GET /api/cultures: language name → culture code. */
export const culturesResponse = z.record(z.string(), z.string());
export const cultureContentResponse = z.array(z.object({ key: z.string(), value: z.string() }));

const deadlineSetting = z.object({
  /** ISO 8601 instant, or null when this form type has no deadline. */
  deadline: z.string().nullable(),
  /** Where to send the claimant after the deadline: per culture code, plus `default`. */
  redirectUrls: z.record(z.string(), z.string()),
  /** Per culture code, the deadline written the three ways of spec §9; empty without a deadline. */
  texts: z.record(
    z.string(),
    z.object({
      /** MM/dd/yyyy. */
      shortDate: z.string(),
      /** The culture's long date. */
      longDate: z.string(),
      /** Weekday, month, day, year, time and time zone. */
      fullDate: z.string(),
    }),
  ),
});
export const deadlinesResponse = z.object(
  Object.fromEntries(deadlineKeys.map((key) => [key, deadlineSetting])) as Record<
    (typeof deadlineKeys)[number],
    typeof deadlineSetting
  >,
);
export type DeadlinesResponse = z.infer<typeof deadlinesResponse>;

export const captchaResponse = z.object({
  enabled: z.boolean(),
  provider: z.enum(['GoogleReCaptcha', 'hCaptcha']),
  siteKey: z.string().nullable(),
  /** Where to load the widget script from when not the provider's own (a mirror, or a test fake). */
  scriptUrl: z.string().nullable().optional(),
});
export type CaptchaResponse = z.infer<typeof captchaResponse>;

/** `allowedCharacters` is a JSON string of the allowed characters (spec §7). */
export const characterWhitelistResponse = z.object({ allowedCharacters: z.string() });

export const signatureDateResponse = z.object({
  /** The date in America/Los_Angeles, formatted for the culture, e.g. "November 22, 2026". */
  signatureDate: z.string(),
  /** The same date as yyyy-MM-dd. */
  isoDate: z.string(),
});

/**
 * A form model as the client holds and sends it (spec §3). Every text is bounded: no field may
 * hold more than defaultMaxTextLength characters, so a longer one is refused before any rule runs.
 */
export const formModelPayload = z.object({
  id: z.string().max(64).nullable(),
  clientId: z.string().max(64),
  metadata: z.object({ dtoMapping: dtoMappingSchema, formType: formTypeSchema }).loose(),
  metadataHash: z.string().max(128),
  fields: z.record(z.string().max(100), z.union([z.string().max(defaultMaxTextLength), z.boolean(), z.null()])),
});
export type FormModelPayload = z.infer<typeof formModelPayload>;

/** POST /api/forms/{type}/authorize body: the credentials model under a key the caller chooses. */
export const authorizeRequest = z.object({ reCaptchaResponse: z.string().nullable().optional() }).catchall(z.unknown());

export const prepopulatedItem = z.object({
  metadata: z.object({ dtoMapping: dtoMappingSchema }),
  /** Field names as the class-member record spells them (capitalised); matched case-insensitively. */
  fields: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
});
export type PrepopulatedItem = z.infer<typeof prepopulatedItem>;

export const authorizeResponse = z.object({
  authorized: z.boolean(),
  error: z.string().nullable(),
  captcha: z.string().nullable(),
  prepopulatedData: z.array(prepopulatedItem),
});
export type AuthorizeResponse = z.infer<typeof authorizeResponse>;

/** Submit answer (spec §3): 200 with the reference code, 400 with the error. */
export const submitResponse = z.object({
  nonMatchingPaymentElection: z.boolean(),
  error: z.string().nullable(),
  referenceCodeForm: z.string().nullable(),
  fieldErrors: errorResponse.shape.fieldErrors,
});
export type SubmitResponse = z.infer<typeof submitResponse>;

// Multipart parts of a submission: kept in a Zod-free module the browser bundle can import.
export { partNameOf, submissionListParts, submissionSingleModelParts, submissionTextParts } from './parts.ts';

/**
 * GET /api/settlement (beyond spec §7, which leaves open how the client learns its pages): the case
 * facts the page chrome shows and each offered form type's steps, so a new settlement needs no
 * client rebuild. Models and their rules come from GET /api/forms/config.
 */
export const settlementResponse = z.object({
  case: z.object({ name: z.string(), number: z.string(), court: z.string() }),
  claimsAdministrator: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    mailingAddress: z.array(z.string()),
  }),
  theme: z.string(),
  layout: z.enum(['standard', 'ftc', 'kontent']),
  /** Whether the header's navigation links open in a new tab (spec §1: true unless the settlement says otherwise). */
  openHeaderLinksInNewTab: z.boolean(),
  cultures: z.object({ default: z.string(), enabled: z.record(z.string(), z.string()) }),
  baseUrl: z.string(),
  privacyPolicyUrl: z.string().optional(),
  /** Texts are content keys, translated by the client. */
  banner: z
    .object({
      show: z.boolean(),
      header: z.string(),
      copyLines: z.array(z.string()),
      /** Another header and copy lines on a form type's start page. */
      forms: z
        .partialRecord(formTypeSchema, z.object({ header: z.string(), copyLines: z.array(z.string()) }))
        .optional(),
      imgSrc: z.string().optional(),
      imgAlt: z.string().optional(),
    })
    .optional(),
  /** Texts are content keys, translated by the client. */
  branding: z
    .object({
      logoSrc: z.string(),
      logoAlt: z.string(),
      headerImageSrc: z.string().optional(),
      headerImageAlt: z.string().optional(),
    })
    .optional(),
  /** The intrinsic size of each image of the banner and branding that the server serves, by its address. */
  imageSizes: z
    .record(z.string(), z.object({ width: z.number().positive(), height: z.number().positive() }))
    .optional(),
  forms: z.array(z.object({ formType: formTypeSchema, steps: z.array(stepSchema) })),
  /** The settlement website's pages; texts are content keys, translated by the client. */
  sitePages: sitePagesSchema.optional(),
});
export type SettlementResponse = z.infer<typeof settlementResponse>;
