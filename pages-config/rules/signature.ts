import { hasHiddenCharacters, hiddenCharactersMessage } from './hiddenCharacters.ts';
import type { RuleMessage } from './message.ts';

/** A typed signature is a full name; anything longer is not one. */
export const signatureMaxLength = 200;

/**
 * What is wrong with a typed signature (spec §5: required), the same in the browser and on the
 * server: none, longer than a name, or holding a character no one types in a name
 * (hiddenCharacters.ts). Null when it is fine.
 */
export function signatureError(signature: string | null): RuleMessage | null {
  const text = signature?.trim() ?? '';
  if (text === '')
    return { key: 'LocKey_Summary_Signature_Required', defaultMessage: 'Type your full name to sign the claim' };
  if (text.length > signatureMaxLength)
    return {
      key: 'LocKey_Validation_MaxLength',
      defaultMessage: 'The maximum length allowed is {max}',
      values: { max: signatureMaxLength },
    };
  // The untrimmed text: trimming drops some of them (U+FEFF) from the ends, not from the middle.
  if (hasHiddenCharacters(signature ?? '')) return hiddenCharactersMessage();
  return null;
}
