import { applyPatternMask, type PatternMask } from '#pages-config/rules/masks.ts';

/** The function the design system's TextInput calls to reformat what the claimant typed. */
export function formatterFor(mask: PatternMask | undefined): ((raw: string) => string) | undefined {
  return mask ? (raw) => applyPatternMask(mask.pattern, raw) : undefined;
}
