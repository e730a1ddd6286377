import type { FieldConfig, FieldValue } from '../schema/field.ts';
import type { DtoMapping } from '../schema/page.ts';

/**
 * Form-model semantics of spec §3 and §4, as pure functions the client store and the tests share.
 * A model is `{ id, clientId, metadata, metadataHash, fields }`; values are strings, booleans or
 * null (empty).
 */

/** Values of one model by field key. */
export type Fields = Record<string, FieldValue>;

const clientIdCharacters = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A client id: the prefix and 8 random characters (spec §3, §9). */
export function createClientId(
  prefix: string,
  randomBytes: (count: number) => Uint8Array = defaultRandomBytes,
): string {
  return `${prefix}${Array.from(randomBytes(8), (byte) => clientIdCharacters[byte % clientIdCharacters.length]).join('')}`;
}

/**
 * Whether a text is a client id as createClientId makes them: a prefix of at most 32 letters,
 * digits and hyphens starting with a letter, then 8 lower-case letters or digits. The server keeps
 * a record's client id (other models and the record's file refer to it) only in this shape.
 */
export function isClientId(text: string): boolean {
  return (
    text.length > 8 &&
    text.length <= 40 &&
    /^[A-Za-z][A-Za-z0-9-]*$/.test(text.slice(0, -8)) &&
    /^[a-z0-9]{8}$/.test(text.slice(-8))
  );
}

function defaultRandomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** Spec §3: metadata keys camelCased ("FormType" → "formType"); dtoMapping is required. */
export function normaliseMetadata(
  metadata: Readonly<Record<string, unknown>>,
): Record<string, unknown> & { dtoMapping: string } {
  const camelCased = Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]),
  );
  if (typeof camelCased.dtoMapping !== 'string' || camelCased.dtoMapping === '') {
    throw new Error('Model metadata must contain dtoMapping.');
  }
  return camelCased as Record<string, unknown> & { dtoMapping: string };
}

/** Spec §4: ClaimTransactions and DocumentContexts are lists of records, never saved models. */
export function isSavedModelMapping(dtoMapping: DtoMapping): boolean {
  return dtoMapping !== 'ClaimTransactions' && dtoMapping !== 'DocumentContexts';
}

/** Spec §4: a field that becomes empty is stored as null. */
export function normaliseFieldValue(value: FieldValue | undefined): FieldValue {
  return value === undefined || value === '' ? null : value;
}

function isEmpty(value: FieldValue | undefined): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * The fields a new model starts with: every field null, then its default value; a checkbox-like
 * boolean default applies as given (spec §4: checkboxes start false).
 */
export function initialFields(fields: readonly FieldConfig[]): Fields {
  return Object.fromEntries(fields.map((field) => [field.key, field.defaultValue ?? null]));
}

/** Spec §4: a default value applies only while the field is empty. */
export function withDefaults(fields: readonly FieldConfig[], values: Fields): Fields {
  const next = { ...values };
  for (const field of fields) {
    if (field.defaultValue !== undefined && isEmpty(next[field.key])) next[field.key] = field.defaultValue;
  }
  return next;
}

/**
 * Applies prepopulated data to a model (spec §3, §4). Names are matched case-insensitively against
 * each field's prepopulatedDataKey (or its key). A value overwrites a field only if the field was
 * never edited (or overrideEverDirtyFieldConstraint is set) and it is empty or still holds its
 * default.
 */
export function withPrepopulatedData(
  fields: readonly FieldConfig[],
  values: Fields,
  everEdited: Readonly<Record<string, boolean>>,
  prepopulated: Readonly<Record<string, FieldValue>>,
): Fields {
  const byLowerName = new Map(Object.entries(prepopulated).map(([name, value]) => [name.toLowerCase(), value]));
  const next = { ...values };
  for (const field of fields) {
    const name = (field.prepopulatedDataKey ?? field.key).toLowerCase();
    if (!byLowerName.has(name)) continue;
    const current = next[field.key];
    const editable = !everEdited[field.key] || field.overrideEverDirtyFieldConstraint === true;
    const replaceable = isEmpty(current) || (field.defaultValue !== undefined && current === field.defaultValue);
    if (editable && replaceable) next[field.key] = normaliseFieldValue(byLowerName.get(name));
  }
  return next;
}

/** A model as found by clientId or metadata (spec §3). */
export interface ModelLike {
  clientId: string;
  metadata: { dtoMapping: string; [key: string]: unknown };
}

/** The model with a client id; spec §8: 'No formModel found with the clientId {id}'. */
export function findModelByClientId<T extends ModelLike>(models: readonly T[], clientId: string): T {
  const matches = models.filter((model) => model.clientId === clientId);
  if (matches.length > 1) throw new Error(`Several form models share the clientId ${clientId}.`);
  const [model] = matches;
  if (!model) throw new Error(`No formModel found with the clientId ${clientId}`);
  return model;
}

/** The one model whose metadata has every given value; none or several is an error (spec §8). */
export function findModelByMetadata<T extends ModelLike>(
  models: readonly T[],
  metadata: Readonly<Record<string, unknown>>,
): T {
  const matches = models.filter((model) =>
    Object.entries(metadata).every(([key, value]) => model.metadata[key] === value),
  );
  if (matches.length === 0) throw new Error(`No model matches the metadata ${JSON.stringify(metadata)}.`);
  if (matches.length > 1) throw new Error(`Several models match the metadata ${JSON.stringify(metadata)}.`);
  return matches[0]!;
}
