import type { RuleMessage } from './message.ts';

/**
 * Characters no one types in a name or a signature, and that hide what is stored: controls (C0
 * with NUL, DEL, C1), format characters (the bidi embeddings, overrides and isolates U+202A–U+202E
 * and U+2066–U+2069, the marks U+200E, U+200F and U+061C, the zero-width U+200B–U+200D, the word
 * joiner U+2060, the byte order mark U+FEFF, invisible tags), lone surrogates, and the line and
 * paragraph separators. An RTL override makes "Alex‮nagroM" read as another name; a zero-width
 * space makes two equal names differ (Unicode Technical Report 36 §3, UTS 39 §3.1). One character
 * class: a single pass over the text.
 */
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** Whether a text holds a character of hiddenCharacter. */
export function hasHiddenCharacters(text: string): boolean {
  return hiddenCharacter.test(text);
}

/** The message for a name or signature holding such a character; `key` replaces the default. */
export function hiddenCharactersMessage(key?: string): RuleMessage {
  return {
    key: key ?? 'LocKey_Validation_HiddenCharacters',
    defaultMessage:
      'This contains invisible or control characters, often copied with pasted text. Delete it and type it again.',
  };
}
