/**
 * Claims as the server stored them before every answer was sealed (migration 013): each sensitive
 * value alone replaced by a sealed token under the claim's data key, bound to its place
 * ("paymentElection.payPalEmail"), everything else and the signature in the clear. Databases
 * filed then still hold such rows; the tests check they still open and export.
 */
import { claimRecordContext } from '#server/claims/claimSealing.ts';
import type { KeyService, SealedValue } from '#server/security/dataEncryption.ts';
import { RecordEnvelope } from '#server/security/envelope.ts';

interface LegacyModel {
  clientId?: string;
  fields: Record<string, unknown>;
}

/** The models with each non-empty sensitive value sealed in place, and the claim's wrapped data key. */
export function sealedSensitiveValuesOnly(
  keyService: KeyService,
  claimId: string,
  models: Record<string, LegacyModel>,
  sensitive: Record<string, readonly string[]>,
): { models: Record<string, LegacyModel>; dataKey: SealedValue } {
  const { envelope, wrapped } = RecordEnvelope.create(keyService, claimRecordContext(claimId));
  const sealed = Object.fromEntries(
    Object.entries(models).map(([partName, model]) => {
      const fields = { ...model.fields };
      for (const key of sensitive[partName] ?? []) {
        const value = fields[key];
        if (typeof value === 'string' && value !== '') fields[key] = envelope.seal(value, `${partName}.${key}`);
      }
      return [partName, { ...model, fields }];
    }),
  );
  return { models: sealed, dataKey: wrapped };
}
