import { DecryptionError, type KeyService, type SealedValue } from '../security/dataEncryption.ts';
import { isSealedToken, RecordEnvelope } from '../security/envelope.ts';

/** Part name → the keys of its sensitive fields (the settlement's `sensitive` flags, see isSensitiveField). */
export type SensitiveFields = Readonly<Record<string, readonly string[]>>;

/** A claim's models as stored: part name → a model, a list of models, or null. */
type Models = Record<string, unknown>;
interface ModelLike {
  fields?: Record<string, unknown>;
}

/** What a claim's data key is bound to: the claim's id, so a key or value moved to another claim does not open. */
export const claimRecordContext = (claimId: string) => `claim ${claimId}`;

/** Where a value sits in a claim: "paymentElection.payPalEmail", or "vehicles[2].vin" in a list. */
function placeOf(partName: string, index: number | null, field: string): string {
  return index === null ? `${partName}.${field}` : `${partName}[${index}].${field}`;
}

/** Applies `change` to each model of each part (a single model, or each of a list), keeping the rest. */
function mapModels(
  models: Models,
  change: (partName: string, model: ModelLike, index: number | null) => ModelLike,
): Models {
  const changed: Models = {};
  for (const [partName, value] of Object.entries(models)) {
    if (Array.isArray(value)) {
      changed[partName] = value.map((model, index) =>
        typeof model === 'object' && model !== null ? change(partName, model as ModelLike, index) : model,
      );
    } else if (typeof value === 'object' && value !== null && 'fields' in value) {
      changed[partName] = change(partName, value as ModelLike, null);
    } else changed[partName] = value;
  }
  return changed;
}

export interface SealedClaimModels {
  models: Models;
  /** The claim's data key, wrapped; null when the claim held no sensitive value. */
  dataKey: SealedValue | null;
}

/**
 * The claim's models with each non-empty sensitive value replaced by a sealed token under a new
 * data key of the claim's own (envelope encryption, see RecordEnvelope), and that key wrapped by
 * the key service, to store with the row.
 */
export function sealClaimModels(
  keyService: KeyService,
  claimId: string,
  models: Models,
  sensitive: SensitiveFields,
): SealedClaimModels {
  let created: ReturnType<typeof RecordEnvelope.create> | undefined;
  const sealed = mapModels(models, (partName, model, index) => {
    const keys = sensitive[partName] ?? [];
    if (keys.length === 0 || !model.fields) return model;
    const fields = { ...model.fields };
    for (const key of keys) {
      const value = fields[key];
      if (typeof value !== 'string' || value === '') continue;
      created ??= RecordEnvelope.create(keyService, claimRecordContext(claimId));
      fields[key] = created.envelope.seal(value, placeOf(partName, index, key));
    }
    return { ...model, fields };
  });
  return { models: sealed, dataKey: created?.wrapped ?? null };
}

/** A claim's sealed values cannot be opened: no key configured, the wrong key, or changed bytes. */
export class ClaimDecryptionError extends Error {
  constructor(referenceCode: string, reason: string) {
    super(
      `The sensitive values of claim ${referenceCode} cannot be decrypted: ${reason} ` +
        'Set CLAIMKIT_DATA_KEY (and CLAIMKIT_PREVIOUS_DATA_KEYS after a rotation) to the keys the server sealed it with.',
    );
    this.name = 'ClaimDecryptionError';
  }
}

export interface StoredClaimSealing {
  id: string;
  reference_code: string;
  data_key_id: string | null;
  wrapped_data_key: string | null;
}

export interface OpenedClaimModels {
  models: Models;
  /** The places ("part.field", list indexes left out) whose values were sealed. */
  sealedFields: Set<string>;
}

/**
 * The claim's models with every sealed token replaced by its plaintext (`reveal` may change it on
 * the way, e.g. to mask it). A claim that holds a token needs its data key, and the key service
 * that wrapped it; anything missing or wrong is a ClaimDecryptionError naming the claim and what to
 * set, never a half-opened claim.
 */
export function openClaimModels(
  claim: StoredClaimSealing,
  models: Models,
  keyService: KeyService | undefined,
  reveal: (plaintext: string, partName: string, field: string) => unknown = (plaintext) => plaintext,
): OpenedClaimModels {
  const sealedFields = new Set<string>();
  let envelope: RecordEnvelope | undefined;
  const envelopeOf = (): RecordEnvelope => {
    if (envelope) return envelope;
    if (!claim.wrapped_data_key || !claim.data_key_id)
      throw new ClaimDecryptionError(claim.reference_code, 'it holds sealed values but no data key.');
    if (!keyService) throw new ClaimDecryptionError(claim.reference_code, 'no data key is configured.');
    try {
      envelope = RecordEnvelope.open(
        keyService,
        { keyId: claim.data_key_id, ciphertext: claim.wrapped_data_key },
        claimRecordContext(claim.id),
      );
    } catch (error) {
      if (error instanceof DecryptionError) throw new ClaimDecryptionError(claim.reference_code, error.message);
      throw error;
    }
    return envelope;
  };
  const opened = mapModels(models, (partName, model, index) => {
    if (!model.fields) return model;
    const fields = { ...model.fields };
    for (const [key, value] of Object.entries(fields)) {
      if (!isSealedToken(value)) continue;
      let plaintext: string;
      try {
        plaintext = envelopeOf().open(value, placeOf(partName, index, key));
      } catch (error) {
        if (error instanceof DecryptionError) throw new ClaimDecryptionError(claim.reference_code, error.message);
        throw error;
      }
      sealedFields.add(`${partName}.${key}`);
      fields[key] = reveal(plaintext, partName, key);
    }
    return { ...model, fields };
  });
  return { models: opened, sealedFields };
}
