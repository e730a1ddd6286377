import { applyPatternMask, patternMasks, type PatternMask } from '#pages-config/rules/masks.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';

/** The pattern mask of a field (spec §5), if its mask is a pattern. Number masks come with their inputs. */
export function patternMaskOf(maskName: FieldConfig['maskName']): PatternMask | undefined {
  return maskName ? patternMasks[maskName] : undefined;
}

/** The function the design system's TextInput calls to reformat what the claimant typed. */
export function formatterFor(mask: PatternMask | undefined): ((raw: string) => string) | undefined {
  return mask ? (raw) => applyPatternMask(mask.pattern, raw) : undefined;
}
