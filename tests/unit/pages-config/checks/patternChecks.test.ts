// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editedDemo, problemsOf, type Json } from '#tests/helpers/demoSettlementEdits.ts';

const pinPatternPointer = '/models/0/fields/1/validations/1/pattern';

/** The demo with the Standard PIN's pattern replaced. */
const withPinPattern = (pattern: string) =>
  problemsOf(
    editedDemo('forms/standard.json', (json: Json) => {
      json.models[0].fields[1].validations[1].pattern = pattern;
    }),
  );

describe('settlement patterns', () => {
  it('find nothing wrong with the demo patterns', () => {
    expect(withPinPattern('[0-9]{6}')).toEqual([]);
  });

  it('refuse a pattern with nested repeats, naming its file and pointer', () => {
    expect(withPinPattern('([0-9]+)+')).toEqual([
      expect.objectContaining({
        file: 'forms/standard.json',
        pointer: pinPatternPointer,
        code: 'pattern/slow',
        message: expect.stringContaining('exponential'),
      }),
    ]);
  });

  it('refuse a pattern that backtracks in polynomial time', () => {
    expect(withPinPattern('[0-9]+\\.?[0-9]*')).toEqual([
      expect.objectContaining({ code: 'pattern/slow', message: expect.stringContaining('rewrite it') }),
    ]);
  });

  it('refuse a pattern JavaScript cannot compile', () => {
    expect(withPinPattern('[0-9')).toEqual([
      expect.objectContaining({ pointer: pinPatternPointer, code: 'pattern/invalid' }),
    ]);
  });

  it('check the pattern of requiredIfOtherPropertyMatchesRegex too', () => {
    const problems = problemsOf(
      editedDemo('forms/standard.json', (json: Json) => {
        json.models[0].fields[1].validations.push({
          type: 'requiredIfOtherPropertyMatchesRegex',
          field: 'noticeId',
          pattern: '(a|a)*',
        });
      }),
    );
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/models/0/fields/1/validations/2/pattern', code: 'pattern/slow' }),
    ]);
  });
});
