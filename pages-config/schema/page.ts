import { z } from 'zod';
import {
  contentKey,
  dependencyOptionsSchema,
  dependencySchema,
  fieldConfigSchema,
  type Dependency,
  type DependencyOptions,
} from './field.ts';
import { addressBlockSchema, type AddressBlock } from './address.ts';
import { multiRecordEditorBlockSchema } from './multiRecordEditor.ts';
import { dtoMappings, formTypes } from './names.ts';
import { recordSummaryBlockSchema } from './recordSummary.ts';
import { tableEditorBlockSchema } from './tableEditor.ts';

export { dtoMappings, formTypes };
export const formTypeSchema = z.enum(formTypes).describe('One of the four form types of the spec.');
export type FormType = z.infer<typeof formTypeSchema>;

export const dtoMappingSchema = z.enum(dtoMappings).describe('Which part of the submission this model becomes.');
export type DtoMapping = z.infer<typeof dtoMappingSchema>;

export const modelConfigSchema = z.strictObject({
  metadata: z
    .strictObject({
      dtoMapping: dtoMappingSchema,
    })
    .describe('Identifies the model; the server finds its rules by it.'),
  fields: z.array(fieldConfigSchema).min(1).describe('The fields of the model.'),
});
export type ModelConfig = z.infer<typeof modelConfigSchema>;

const fieldComponents = ['text', 'textarea', 'select', 'radio', 'checkbox', 'date'] as const;
export type FieldComponent = (typeof fieldComponents)[number];

const fieldReference = {
  model: dtoMappingSchema.describe('The model holding the field.'),
  field: z.string().min(1).describe('The key of the field in that model.'),
};

const headingBlockSchema = z.strictObject({
  type: z.literal('heading').describe('A heading.'),
  tag: z.enum(['h1', 'h2', 'h3']).describe('The heading element; spec §2 requires one.'),
  text: contentKey,
});

const copyBlockSchema = z.strictObject({
  type: z.literal('copy').describe('Paragraphs of text.'),
  paragraphs: z.array(contentKey).min(1).describe('Content keys, one per paragraph.'),
  align: z.enum(['left', 'center']).optional().describe('Alignment of the paragraphs; left by default.'),
});

const fieldBlockSchema = z.strictObject({
  type: z.literal('field').describe('One input for one field.'),
  component: z.enum(fieldComponents).describe('Which input shows the field.'),
  ...fieldReference,
});

/**
 * The keys of a block that contains others (row, group): dependencies that everything inside
 * inherits (spec §4), in the shape of a field's.
 */
const containerDependencyKeys = {
  dependencies: z
    .array(dependencySchema)
    .optional()
    .describe(
      'Fields that this block and everything in it depend on; each names its "model". A field inside is fulfilled only while its own dependencies and those of every block around it are.',
    ),
  dependencyOptions: dependencyOptionsSchema
    .optional()
    .describe(
      "How the fields inside react to this block's dependencies (effect, reset), and breakInheritance to ignore the blocks around this one.",
    ),
  hideOnUnfulfilled: z
    .boolean()
    .optional()
    .describe(
      'Hide the title, headings and copy inside this block while its dependencies (with the inherited ones) are unfulfilled. The fields inside follow dependencyOptions.effect.',
    ),
};

const rowBlockSchema = z.strictObject({
  type: z.literal('row').describe('Inputs side by side: two in halves, three in thirds, one at half width.'),
  fields: z
    .array(
      z.strictObject({
        component: z.enum(fieldComponents).describe('Which input shows the field.'),
        ...fieldReference,
      }),
    )
    .min(1)
    .max(3)
    .describe('One to three inputs, left to right.'),
  ...containerDependencyKeys,
});

/**
 * A group: a section of blocks that share dependencies. It holds groups too, so its type is written
 * out (TypeScript cannot infer a type that refers to itself); groupBlockMatchesSchema keeps the two
 * in step.
 */
export interface GroupBlock {
  type: 'group';
  title?: string | undefined;
  titleTag?: 'h2' | 'h3' | undefined;
  blocks: GroupContent[];
  dependencies?: Dependency[] | undefined;
  dependencyOptions?: DependencyOptions | undefined;
  hideOnUnfulfilled?: boolean | undefined;
}

/** What a group may contain: the page's own blocks, but not the summary, signature or reference code. */
export type GroupContent =
  | z.infer<typeof headingBlockSchema>
  | z.infer<typeof copyBlockSchema>
  | z.infer<typeof fieldBlockSchema>
  | z.infer<typeof rowBlockSchema>
  | AddressBlock
  | GroupBlock;

const groupBlockSchema = z
  .strictObject({
    type: z
      .literal('group')
      .describe('A section of blocks (headings, copy, fields, rows, addresses, groups) shown together.'),
    title: contentKey.optional().describe('Content key of the section title, shown as a heading above the blocks.'),
    titleTag: z.enum(['h2', 'h3']).optional().describe('The heading element of the title; h2 when not given.'),
    // A getter, so the schema can refer to itself (Zod 4 recursive objects).
    get blocks(): z.ZodArray<z.ZodType<GroupContent>> {
      return z.array(groupContentSchema).min(1).describe('What the section shows, in order.');
    },
    ...containerDependencyKeys,
  })
  .meta({ id: 'groupBlock' });

const groupContentSchema: z.ZodType<GroupContent> = z.discriminatedUnion('type', [
  headingBlockSchema,
  copyBlockSchema,
  fieldBlockSchema,
  rowBlockSchema,
  addressBlockSchema,
  groupBlockSchema,
]);

// Fails to compile when GroupBlock and its schema drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const groupBlockMatchesSchema: Same<z.infer<typeof groupBlockSchema>, GroupBlock> = true;
void groupBlockMatchesSchema;

/** A building block of a step page, discriminated by `type`. */
export const blockSchema = z.discriminatedUnion('type', [
  headingBlockSchema,
  copyBlockSchema,
  fieldBlockSchema,
  rowBlockSchema,
  addressBlockSchema,
  groupBlockSchema,
  z.strictObject({
    type: z.literal('claimSummary').describe('Every answer of the earlier steps, by step, with a link back to each.'),
  }),
  z.strictObject({
    type: z.literal('signature').describe('The attestation, the typed signature and the signature date.'),
    attestation: contentKey.describe('Content key of the attestation text the claimant signs.'),
  }),
  z.strictObject({
    type: z.literal('referenceCode').describe('The reference code of the claim just filed.'),
  }),
  tableEditorBlockSchema,
  recordSummaryBlockSchema,
  multiRecordEditorBlockSchema,
]);
export type Block = z.infer<typeof blockSchema>;
/** A block that passes its dependencies on to what it contains (spec §4). */
export type ContainerBlock = Extract<Block, { type: 'row' | 'group' }>;

export const stepSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'step ids are kebab-case')
    .describe("The step's name, kebab-case; also its path segment unless it is the start step."),
  path: z.string().startsWith('/').describe('The route of the step, e.g. "/standard/claimant-info".'),
  title: contentKey.describe('Content key of the page title.'),
  enableTimeout: z.boolean().default(true).describe('Whether the inactivity timeout runs on this page.'),
  authorize: z
    .boolean()
    .optional()
    .describe('The start step: its Next posts the Credentials model to the authorize call.'),
  submit: z.boolean().optional().describe("This step's Next files the claim."),
  submitLabel: contentKey
    .optional()
    .describe('Content key of the submit button\'s text on this step; "LocKey_Shared_Submit" when not given.'),
  nextLabel: contentKey
    .optional()
    .describe(
      'Content key of the Next button\'s text on this step, e.g. "Look up" on a one-page Lookup; "Next" (or "Submit claim" on the submit step) when not given. An authorize step shows the button even when no step follows.',
    ),
  skipUnless: z
    .array(dependencySchema)
    .optional()
    .describe(
      'Skip this step unless every condition holds; each names a field (and its model). Next and Back pass over a skipped step.',
    ),
  blocks: z.array(blockSchema).describe('What the page shows, in order.'),
});
export type Step = z.infer<typeof stepSchema>;

/** One form type's page config: its models and its steps. */
export const pageConfigSchema = z.strictObject({
  $schema: z.string().optional().describe('Path of the JSON Schema, for editors.'),
  formType: formTypeSchema,
  models: z.array(modelConfigSchema).min(1).describe('The models the form collects.'),
  steps: z.array(stepSchema).min(1).describe('The pages of the flow, in order.'),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;
