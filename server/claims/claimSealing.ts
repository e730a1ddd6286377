import { DecryptionError, type KeyService, type SealedValue } from '../security/dataEncryption.ts';
import { isSealedToken, RecordEnvelope } from '../security/envelope.ts';

/** Part name → the keys of its sensitive fields (the settlement's `sensitive` flags, see isSensitiveField). */
export type SensitiveFields = Readonly<Record<string, readonly string[]>>;

/** A claim's models as stored: part name → a model, a list of models, or null. */
type Models = Record<string, unknown>;
interface ModelLike {
  fields?: unknown;
  /** The keys of the model's sensitive fields, beside its sealed fields (names only, for the export's masking). */
  sensitiveFields?: unknown;
}

/** What a claim's data key is bound to: the claim's id, so a key or value moved to another claim does not open. */
export const claimRecordContext = (claimId: string) => `claim ${claimId}`;

/** Where a model sits in a claim: "claimantInfo", or "vehicles[2]" in a list. */
function modelPlaceOf(partName: string, index: number | null): string {
  return index === null ? partName : `${partName}[${index}]`;
}

/** Where the signature sits in a claim, as its sealed token is bound to it. */
const signaturePlace = 'signature';

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

export interface SealedClaim {
  models: Models;
  /** The sealed signature's token as JSON text; '' when the form is not signed. */
  signature: string;
  /** The claim's data key, wrapped. */
  dataKey: SealedValue;
}

/**
 * Every answer of a claim sealed (OWASP ASVS 14.1, 11.3) under a new data key of the claim's own
 * (envelope encryption, see RecordEnvelope), that key wrapped by the key service to store with the
 * row: each model's fields become one sealed token of their JSON, bound to the model's place
 * ("claimantInfo", "vehicles[2]"), and the signature another, bound to "signature". Names,
 * addresses, emails, phone numbers, dates of birth and payout details alike: what a copy of the
 * database shows of a claim is its form type, Notice ID, times and the request's facts.
 *
 * One token a model rather than one a value: the same key and the same binding to the claim and
 * the place, for a fraction of the AES-GCM calls (a Standard claim is about 5 instead of 30), and
 * nothing the server looks for inside a claim's answers: matching (same email, payout account,
 * address) goes through the keyed hashes of claim_signals. The keys of the model's sensitive
 * fields stay listed beside (`sensitiveFields`), names only, so the export masks their values
 * even if the settlement drops the flag later.
 */
export function sealClaim(
  keyService: KeyService,
  claimId: string,
  models: Models,
  signature: string,
  sensitive: SensitiveFields,
): SealedClaim {
  const { envelope, wrapped } = RecordEnvelope.create(keyService, claimRecordContext(claimId));
  const sealedModels = mapModels(models, (partName, model, index) => {
    const keys = sensitive[partName] ?? [];
    return {
      ...model,
      fields: envelope.seal(JSON.stringify(model.fields ?? {}), modelPlaceOf(partName, index)),
      ...(keys.length > 0 ? { sensitiveFields: [...keys] } : {}),
    };
  });
  return {
    models: sealedModels,
    signature: signature === '' ? '' : JSON.stringify(envelope.seal(signature, signaturePlace)),
    dataKey: wrapped,
  };
}

/** A claim's sealed values cannot be opened: no key configured, the wrong key, or changed bytes. */
export class ClaimDecryptionError extends Error {
  constructor(referenceCode: string, reason: string) {
    super(
      `The sealed answers of claim ${referenceCode} cannot be decrypted: ${reason} ` +
        'Set CLAIMKIT_DATA_KEY (and CLAIMKIT_PREVIOUS_DATA_KEYS after a rotation) to the keys the server sealed it with.',
    );
    this.name = 'ClaimDecryptionError';
  }
}

/** The columns of a claims row that opening it reads. */
export interface StoredClaimSealing {
  id: string;
  reference_code: string;
  models: string;
  signature: string;
  data_key_id: string | null;
  wrapped_data_key: string | null;
  /** 1 (or true): every answer sealed; 0 (or null, a row from before): sensitive values alone, one by one. */
  answers_sealed: number | boolean | null;
}

export interface OpenedClaim {
  models: Models;
  signature: string;
  /** The places ("part.field", list indexes left out) that were sensitive when the claim was filed. */
  sensitiveFields: Set<string>;
}

/**
 * The claim's answers and signature in the clear. A claim that holds a sealed value needs its data
 * key, and the key service that wrapped it; anything missing or wrong is a ClaimDecryptionError
 * naming the claim and what to set, never a half-opened claim. Opens both layouts: every answer
 * sealed (answers_sealed), and the claims filed before, whose sensitive values alone were sealed,
 * each in place, with the signature in the clear.
 */
export function openClaim(claim: StoredClaimSealing, keyService: KeyService | undefined): OpenedClaim {
  let envelope: RecordEnvelope | undefined;
  const failed = (error: unknown): never => {
    if (error instanceof DecryptionError) throw new ClaimDecryptionError(claim.reference_code, error.message);
    throw error;
  };
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
      failed(error);
    }
    return envelope as RecordEnvelope;
  };
  const open = (token: Parameters<RecordEnvelope['open']>[0], place: string): string => {
    try {
      return envelopeOf().open(token, place);
    } catch (error) {
      return failed(error);
    }
  };

  const stored = JSON.parse(claim.models) as Models;
  const sensitiveFields = new Set<string>();
  if (Number(claim.answers_sealed ?? 0) === 1) {
    const models = mapModels(stored, (partName, model, index) => {
      const { sensitiveFields: keys, fields, ...rest } = model;
      if (!isSealedToken(fields))
        throw new ClaimDecryptionError(
          claim.reference_code,
          `the answers at ${modelPlaceOf(partName, index)} are not sealed.`,
        );
      if (Array.isArray(keys)) for (const key of keys) sensitiveFields.add(`${partName}.${String(key)}`);
      return { ...rest, fields: JSON.parse(open(fields, modelPlaceOf(partName, index))) as unknown };
    });
    let signature = claim.signature;
    if (signature !== '') {
      const token = JSON.parse(signature) as unknown;
      if (!isSealedToken(token)) throw new ClaimDecryptionError(claim.reference_code, 'its signature is not sealed.');
      signature = open(token, signaturePlace);
    }
    return { models, signature, sensitiveFields };
  }

  // Claims filed before every answer was sealed: a token in place of each sensitive value.
  const models = mapModels(stored, (partName, model, index) => {
    if (typeof model.fields !== 'object' || model.fields === null) return model;
    const fields = { ...(model.fields as Record<string, unknown>) };
    for (const [key, value] of Object.entries(fields)) {
      if (!isSealedToken(value)) continue;
      fields[key] = open(value, `${modelPlaceOf(partName, index)}.${key}`);
      sensitiveFields.add(`${partName}.${key}`);
    }
    return { ...model, fields };
  });
  return { models, signature: claim.signature, sensitiveFields };
}
