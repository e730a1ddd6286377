import { describe, expect, it } from 'vitest';
import { applyPatternMask, patternMasks } from '#pages-config/rules/masks.ts';

describe('applyPatternMask', () => {
  it('formats a US phone number as (###) ###-####', () => {
    expect(applyPatternMask(patternMasks.usPhone!.pattern, '5555550123')).toBe('(555) 555-0123');
  });

  it('drops characters a digit symbol does not accept', () => {
    expect(applyPatternMask('#####', '6a2b7c01')).toBe('62701');
  });

  it('stops at the end of the pattern', () => {
    expect(applyPatternMask(patternMasks.zip!.pattern, '627011234999')).toBe('62701-1234');
  });

  it('adds a literal only once a following character is typed', () => {
    expect(applyPatternMask(patternMasks.zip!.pattern, '62701')).toBe('62701');
  });

  it('accepts letters for @ and letters or digits for *', () => {
    expect(applyPatternMask('@@-**', 'ab1c2')).toBe('ab-1c');
  });
});
