/**
 * Look-alike letters in names (homoglyphs): "Аlex" with a Cyrillic А reads as Alex but matches no
 * other Alex, a way to file twice or to pass as someone else. Real names do mix scripts, across
 * words ("María 李") and in the scripts written together (Japanese: Han, Hiragana, Katakana), so
 * such a name is not refused: a word whose letters come from two scripts that are never written
 * together is flagged for the case team (UTS 39 §5.1 "single script" per word, with the CJK
 * scripts as one), never changed.
 */

/** Scripts whose letters look like other scripts' letters, and CJK, written together, as one. */
const scripts: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];

const letter = /\p{L}/u;

/** The script of a letter among `scripts`, or null for one of another script (not compared). */
function scriptOf(character: string): string | null {
  if (!letter.test(character)) return null;
  for (const [name, pattern] of scripts) if (pattern.test(character)) return name;
  return null;
}

/** Whether a word of the name has letters of two of these scripts. */
export function mixesScriptsInAWord(name: string): boolean {
  return name.split(/\s+/).some((word) => {
    const seen = new Set<string>();
    for (const character of word) {
      const script = scriptOf(character);
      if (script) seen.add(script);
      if (seen.size > 1) return true;
    }
    return false;
  });
}
